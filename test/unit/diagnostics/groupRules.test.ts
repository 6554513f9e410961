// How a group of points decides what is odd in it, seen in small tables: the system most of its points are
// in wins wherever its first row is; a few points in Singapore say nothing about one outside it; Web
// Mercator rows can be swapped too; numbers beside a WKT point are not positions; named pairs written
// inside a `coordinates` member are judged once, as named pairs; and problems come in the order of the text.
import * as assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { allEdits, applyEdits, findProblems } from '../../../src/diagnostics';

const found = (text: string, languageId = 'csv') => findProblems(text, languageId).map((p) => [p.code, text.slice(p.start, p.end), p.severity]);

describe('the system most points are in', () => {
  it('wins even when the odd row comes first', () => {
    assert.deepEqual(found('name,lat,lng\na,31809.18,28837.86\nb,1.2839,103.8515\nc,1.3545,103.9429\n'), [['mixed-systems', '31809.18,28837.86', 'warning']]);
  });

  it('an SVY21 point off Singapore\'s land among degrees is still named as another system', () => {
    assert.deepEqual(found('name,lat,lng\na,1.3521,103.8198\nb,1.2839,103.8515\nc,1.3545,103.9429\nd,20000,500\n'), [['mixed-systems', '20000,500', 'warning']]);
  });

  it('two in WGS84 and two in SVY21 do not make three: a point outside Singapore among them is not named', () => {
    assert.deepEqual(found('name,lat,lng\na,1.3521,103.8198\nb,1.2839,103.8515\nc,31809.18,28837.86\nd,31490.49,30314.79\ne,91.3521,103.8198\n'), []);
  });
});

describe('Web Mercator', () => {
  it('one row of a Web Mercator column swapped: that row, and its fix swaps it back', () => {
    const text = 'name,x,y\na,11560000.5,150500.2\nb,11561000.5,150600.2\nc,11562000.5,150700.2\nd,150800.2,11563000.5\n';
    assert.deepEqual(found(text), [['swapped-values', '150800.2,11563000.5', 'warning']]);
    assert.ok(applyEdits(text, allEdits(findProblems(text, 'csv'), 'swap')).endsWith('\nd,11563000.5,150800.2\n'));
  });
});

describe('problems come in the order of the text', () => {
  it('a WKT point early and a swapped lat/lng row late: the WKT first, though named pairs are read first', () => {
    const text = 'id,wkt,lat,lng\n1,POINT (1.2839 103.8515),1.3521,103.8198\n2,POINT (103.8198 1.3521),1.2839,103.8515\n3,POINT (103.9429 1.3545),103.9429,1.3545\n4,POINT (103.7423 1.3332),1.3332,103.7423\n';
    assert.deepEqual(found(text), [['latitude-first', '1.2839 103.8515', 'warning'], ['swapped-values', '103.9429,1.3545', 'warning']]);
  });
});

describe('numbers beside WKT points', () => {
  it('a price and a quantity after each point are not a position', () => {
    assert.deepEqual(found('id,wkt,price,qty\n1,POINT (103.8198 1.3521),1.35,103.8\n2,POINT (103.8515 1.2839),1.28,103.85\n'), []);
  });

  it('nor before it', () => {
    assert.deepEqual(found('id,price,qty,wkt\n1,1.35,103.8,POINT (103.8198 1.3521)\n2,1.28,103.85,POINT (103.8515 1.2839)\n'), []);
  });

  it('nor two numbers written with a space between, as WKT writes them, in the next cell or the one before', () => {
    assert.deepEqual(found('id,wkt,note\n1,POINT (103.8198 1.3521),1.35 103.8\n2,POINT (103.8515 1.2839),1.28 103.85\n'), []);
    assert.deepEqual(found('id,note,wkt\n1,1.35 103.8,POINT (103.8198 1.3521)\n2,1.28 103.85,POINT (103.8515 1.2839)\n'), []);
  });
});

describe('named pairs inside a coordinates member', () => {
  it('lat before lng in each: sound, and not read again as latitude-first positions', () => {
    assert.deepEqual(found('{"coordinates":[{"lat":1.3521,"lng":103.8198},{"lat":1.2839,"lng":103.8515},{"lat":1.3545,"lng":103.9429}]}', 'json'), []);
  });

  it('one record swapped: named once, as a swapped record', () => {
    const text = '{"coordinates":[{"x":103.8198,"y":1.3521},{"x":103.8515,"y":1.2839},{"x":1.3545,"y":103.9429},{"x":103.7423,"y":1.3332}]}';
    assert.deepEqual(found(text, 'json'), [['swapped-values', '1.3545,"y":103.9429', 'warning']]);
  });
});

describe('every fix says which fix-all it belongs to', () => {
  it('swap, rename, convert and slip: and a fix-all over problems some of which have no fix', () => {
    const families = (text: string) => findProblems(text, 'csv').map((p) => p.fix?.family);
    assert.deepEqual(families('name,lat,lng\na,1.3521,103.8198\nb,1.2839,103.8515\nc,103.9429,1.3545\nd,1.3332,103.7423\n'), ['swap']);
    assert.deepEqual(families('name,lat,lng\na,31490.4942,30314.7936\nb,33695.5198,33758.4143\n'), ['rename']);
    assert.deepEqual(families('name,lat,lng\na,1.3521,103.8198\nb,1.2839,103.8515\nc,31809.18,28837.86\n'), ['convert']);
    const text = `name,lat,lng\n${'a,1.3521,103.8198\n'.repeat(8)}e,13.521,103.8198\nf,50.5,60.5\n`;
    assert.deepEqual(families(text), ['slip', undefined]);
    assert.ok(applyEdits(text, allEdits(findProblems(text, 'csv'), 'slip')).includes('\ne,1.3521,103.8198\nf,50.5,60.5\n'));
  });

  it('names swapped in most records is a warning, like every coordinate problem, and renaming all fixes every record', () => {
    const text = '[{"latitude":103.8198,"longitude":1.3521},{"latitude":103.8515,"longitude":1.2839},{"latitude":1.3545,"longitude":103.9429}]';
    const problems = findProblems(text, 'json');
    assert.deepEqual(problems.map((p) => [p.code, p.severity, p.fix?.family]), [['names-swapped', 'warning', 'rename'], ['names-swapped', 'warning', 'rename']]);
    assert.equal(applyEdits(text, allEdits(problems, 'rename')), '[{"longitude":103.8198,"latitude":1.3521},{"longitude":103.8515,"latitude":1.2839},{"latitude":1.3545,"longitude":103.9429}]');
  });
});
