// Which columns (or fields) hold what to ask OneMap, found by their names, and the query text of a row: the
// chosen columns' values joined in the file's order. No `vscode` here.

export type Role = 'postal' | 'address' | 'block' | 'street' | 'name';

/** Names as people write them, compared without case, spaces, `_`, `-` or `.`. */
const ROLES: Record<Role, readonly string[]> = {
  postal: ['postal', 'postalcode', 'postcode', 'zip', 'zipcode'],
  address: ['address', 'addr', 'fulladdress', 'streetaddress', 'searchval'],
  block: ['block', 'blk', 'blkno', 'blockno', 'blocknumber', 'houseno', 'houseblockno'],
  street: ['streetname', 'street', 'road', 'roadname', 'streetbuilding'],
  name: ['name', 'building', 'buildingname', 'description', 'placename', 'schoolname', 'clinicname'],
};

function bare(name: string): string {
  return name.toLowerCase().replace(/[\s_.-]+/g, '');
}

export function roleOf(name: string): Role | undefined {
  const key = bare(name);
  return (Object.keys(ROLES) as Role[]).find((role) => ROLES[role].includes(key));
}

/**
 * The columns to pre-pick, by index: a postal code alone (it names one building), else an address, else block
 * and street, else a name and its street (LTA's stops: Description, RoadName), else a street; none when no name fits.
 */
export function defaultColumns(names: readonly string[]): number[] {
  const first = (role: Role): number => names.findIndex((n) => roleOf(n) === role);
  const postal = first('postal');
  if (postal >= 0) return [postal];
  const address = first('address');
  if (address >= 0) return [address];
  const block = first('block');
  const street = first('street');
  if (block >= 0 && street >= 0) return [block, street].sort((a, b) => a - b);
  const name = first('name');
  if (name >= 0 && street >= 0) return [name, street].sort((a, b) => a - b);
  if (street >= 0) return [street];
  if (name >= 0) return [name];
  return names.length === 1 ? [0] : [];
}

/**
 * A row's query: its chosen values, trimmed, joined by a space in the file's column order. A postal code of five
 * digits lost its leading zero in a spreadsheet (018989 became 18989): it gets it back. A value written on
 * several lines (a quoted CSV field: `Blk 1` above `Ang Mo Kio Ave 1`) is one line for OneMap's search box.
 */
export function queryText(names: readonly string[], values: readonly (string | undefined)[], columns: readonly number[]): string {
  return [...columns]
    .sort((a, b) => a - b)
    .map((i) => {
      const value = (values[i] ?? '').trim().replace(/\s*[\r\n]+\s*/g, ' ');
      return roleOf(names[i] ?? '') === 'postal' && /^\d{5}$/.test(value) ? `0${value}` : value;
    })
    .filter((value) => value !== '')
    .join(' ');
}
