// `npm run mutate -- --summary`: each folder's score from the reports already under reports/mutation/, without
// running Stryker. A large folder is measured a file at a time (a whole-folder run takes hours), so no one
// report holds the folder: for each source file the newest report that mutated it counts, and a folder's score
// is its files' detected mutants over their valid ones, as Stryker counts a folder. A report from a run with
// only some of the tests (`.some-tests`) is a lower bound, and so is any folder score it enters. Source files
// no report holds are named: until they are, the figure is that of the files measured, not the folder's.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';

const DETECTED = ['Killed', 'Timeout'];
const VALID = [...DETECTED, 'Survived', 'NoCoverage'];


/** Every source file's mutants from the newest report that holds it, with whether that run had all the tests. */
export function newestMutants(reportsDir) {
  const reports = existsSync(reportsDir)
    ? readdirSync(reportsDir)
        .filter((name) => name.endsWith('.json') && !name.endsWith('.incremental.json') && !name.endsWith('.score.json'))
        .map((name) => ({ path: join(reportsDir, name), someTests: name.includes('.some-tests'), time: statSync(join(reportsDir, name)).mtimeMs }))
        .sort((a, b) => a.time - b.time)
    : [];
  const byFile = new Map();
  for (const report of reports) {
    let files;
    try {
      files = JSON.parse(readFileSync(report.path, 'utf8')).files ?? {};
    } catch {
      continue;
    }
    for (const [path, file] of Object.entries(files)) {
      const source = path.replace(/\\/g, '/').replace(/^.*?(?=src\/)/, '');
      byFile.set(source, { mutants: file.mutants ?? [], someTests: report.someTests, report: relative('.', report.path) });
    }
  }
  return byFile;
}

/** Detected over valid mutants of the files under `folder` (src/ relative), and the pure files no report holds. */
export function folderScore(folder, pureFiles, byFile) {
  let detected = 0;
  let valid = 0;
  let ignored = 0;
  let lowerBound = false;
  const missing = [];
  for (const file of pureFiles) {
    const found = byFile.get(file);
    if (!found) {
      missing.push(file);
      continue;
    }
    detected += found.mutants.filter((m) => DETECTED.includes(m.status)).length;
    valid += found.mutants.filter((m) => VALID.includes(m.status)).length;
    ignored += found.mutants.filter((m) => m.status === 'Ignored').length;
    lowerBound ||= found.someTests;
  }
  return { folder, detected, valid, ignored, lowerBound, missing, score: valid ? (100 * detected) / valid : undefined };
}

/** The table `npm run mutate -- --summary` prints: one line a folder, then the files no report holds. */
export function printSummary(folders, sourcesOf, reportsDir = 'reports/mutation') {
  const byFile = newestMutants(reportsDir);
  console.log('folder           score   detected / valid   static left out   files not measured');
  const notMeasured = new Map();
  for (const folder of folders) {
    // A declaration file holds no code to mutate.
    const pure = sourcesOf(folder).pure.map((f) => f.replace(/\\/g, '/')).filter((f) => !f.endsWith('.d.ts'));
    const s = folderScore(folder, pure, byFile);
    const score = s.score === undefined ? '    —  ' : `${s.score.toFixed(1).padStart(5)} %${s.lowerBound ? '≥' : ' '}`;
    console.log(`${folder.padEnd(15)} ${score} ${String(s.detected).padStart(9)} / ${String(s.valid).padEnd(7)} ${String(s.ignored).padStart(14)}   ${s.missing.length}`);
    if (s.missing.length > 0 && ![...notMeasured.keys()].some((f) => folder.startsWith(`${f}/`))) notMeasured.set(folder, s.missing);
  }
  if (notMeasured.size > 0) {
    console.log("\nNo report holds these yet (a folder's figure is then that of its files measured; a file of types alone has no mutant):");
    for (const [folder, files] of notMeasured) console.log(`  ${folder}: ${files.map((f) => f.slice(`src/${folder}/`.length)).join(' ')}`);
  }
  console.log('\n≥: some of its files were measured with only some of the tests: a lower bound of the score.');
}


