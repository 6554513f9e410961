// Which column names a place on the map, for every name Show on Map knows: as the whole name in any case and
// separator, and as the end of a longer one (STN_NAME), ahead of a column of words that comes before it.
import * as assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { chooseLabel } from '../../../src/mapData/labels';
import { findFeatures } from '../../../src/mapData';

// The names in the order they win, as files spell them.
const NAMES = ['Name', 'TITLE', 'label', 'Description', 'DESC', 'STNNAME', 'Station_Name', 'BuildingName', 'building', 'SEARCHVAL', 'ADDRESS', 'PLN_AREA_N', 'PlaceName', 'car_park_no', 'Development', 'BusStopCode', 'code', 'ID'];

describe('Show on Map: the name of a place', () => {
  for (const name of NAMES) {
    it(`"${name}" names the place, after a column of other words`, () => {
      assert.equal(chooseLabel([['Remarks', 'Not this'], [name, 'This one']], 'Line 1'), 'This one');
      assert.equal(chooseLabel([['Remarks', 'Not this'], [`X_${name}`, 'This one']], 'Line 1'), 'This one');
    });
  }

  it('of two names, the one earlier in the list wins whatever the column order', () => {
    for (let i = 1; i < NAMES.length; i++) {
      assert.equal(chooseLabel([[NAMES[i]!, 'Later'], [NAMES[i - 1]!, 'Earlier']], 'x'), 'Earlier', `${NAMES[i - 1]} before ${NAMES[i]}`);
    }
  });

  it('markup between words leaves a space; a KML placeholder only as the whole name; words may start or end with numbers', () => {
    assert.equal(chooseLabel([['name', 'Blk 1<br>Bedok North']], 'x'), 'Blk 1 Bedok North');
    assert.equal(chooseLabel([['name', 'Park kml_12']], 'x'), 'Park kml_12');
    assert.equal(chooseLabel([['name', 'kml_12 Park']], 'x'), 'kml_12 Park');
    assert.equal(chooseLabel([['a', '12 Jalan Besar']], 'x'), '12 Jalan Besar');
    assert.equal(chooseLabel([['a', 'Blk 12']], 'x'), 'Blk 12');
    assert.equal(chooseLabel([['a', 'Block [A]']], 'x'), 'Block [A]');
  });

  it("a CSV row is named by its name column, whatever it is called, not by the row's line", () => {
    const text = 'remarks,car_park_no,lat,lng\nnear exit,BJ12,1.3521,103.8198\n';
    assert.deepEqual(findFeatures(text).features.map((f) => f.label), ['BJ12']);
  });
});
