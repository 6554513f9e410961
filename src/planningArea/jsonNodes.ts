// One JSON value of a file parsed where it stands into the nodes jsonc-parser's parseTree builds (the same
// types, offsets, lengths, values, parents and colon offsets), on jsonc-parser's own scanner set to the value's
// start: no piece of the text is copied, and no offset moved after. Only plain JSON is read: any error (a
// token the scanner refuses, a missing colon or comma, a number that is none) or comment answers undefined,
// and the caller reads the file with parseTree itself, which knows how it recovers. No `vscode` here.
import { createScanner, type JSONScanner, type Node } from 'jsonc-parser';

/** jsonc-parser's SyntaxKind, a const enum its types declare (not to be read under isolatedModules). */
const T = { OpenBrace: 1, CloseBrace: 2, OpenBracket: 3, CloseBracket: 4, Comma: 5, Colon: 6, Null: 7, True: 8, False: 9, String: 10, Number: 11 } as const;
const LINE_COMMENT = 12;
const BLOCK_COMMENT = 13;
const LINE_BREAK = 14;
const TRIVIA = 15;

type Built = { type: Node['type']; offset: number; length: number; parent?: Built; children?: Built[]; value?: unknown; colonOffset?: number };

/** Stops a parse at the first thing parseTree would report as an error. */
class NotPlain extends Error {}

export class JsonNodes {
  private readonly scanner: JSONScanner;

  /** `colonBase`: what parseTree's colon offsets count from (jsonTree leaves them counted from the JSON's start). */
  constructor(text: string, private readonly colonBase: number) {
    this.scanner = createScanner(text, false);
  }

  /** The value starting at `offset`, under `parent`; undefined when it is not plain JSON. */
  valueAt(offset: number, parent: Node): Node | undefined {
    this.scanner.setPosition(offset);
    this.next();
    try {
      const node = this.value(parent as unknown as Built);
      return node as unknown as Node;
    } catch (error) {
      if (error instanceof NotPlain) return undefined;
      throw error;
    }
  }

  /** The next token past spaces and line breaks. A comment is for the one pass: the pairs' scanner reads into it. */
  private next(): number {
    let token: number = this.scanner.scan();
    while (token === TRIVIA || token === LINE_BREAK) token = this.scanner.scan();
    if (this.scanner.getTokenError() !== 0 || token === LINE_COMMENT || token === BLOCK_COMMENT) throw new NotPlain();
    return token;
  }

  private value(parent: Built): Built {
    const { scanner } = this;
    const offset = scanner.getTokenOffset();
    const length = scanner.getTokenLength();
    switch (scanner.getToken() as number) {
      case T.OpenBrace:
        return this.container({ type: 'object', offset, length: -1, parent, children: [] }, T.CloseBrace);
      case T.OpenBracket:
        return this.container({ type: 'array', offset, length: -1, parent, children: [] }, T.CloseBracket);
      case T.String:
        return { type: 'string', offset, length, parent, value: scanner.getTokenValue() };
      case T.Number: {
        const value = Number(scanner.getTokenValue());
        if (Number.isNaN(value)) throw new NotPlain();
        return { type: 'number', offset, length, parent, value };
      }
      case T.Null:
        return { type: 'null', offset, length, parent, value: null };
      case T.True:
        return { type: 'boolean', offset, length, parent, value: true };
      case T.False:
        return { type: 'boolean', offset, length, parent, value: false };
      default:
        throw new NotPlain();
    }
  }

  /** An object's members or an array's elements up to `close` (a trailing comma allowed, as the file's parse allows it). */
  private container(node: Built, close: number): Built {
    const { scanner } = this;
    const children = node.children!;
    let token = this.next();
    while (token !== close) {
      children.push(node.type === 'object' ? this.member(node) : this.value(node));
      token = this.next();
      if (token === T.Comma) token = this.next();
      else if (token !== close) throw new NotPlain();
    }
    node.length = scanner.getTokenOffset() + scanner.getTokenLength() - node.offset;
    return node;
  }

  private member(object: Built): Built {
    const { scanner } = this;
    if ((scanner.getToken() as number) !== T.String) throw new NotPlain();
    const offset = scanner.getTokenOffset();
    const property: Built = { type: 'property', offset, length: -1, parent: object, children: [] };
    property.children!.push({ type: 'string', value: scanner.getTokenValue(), offset, length: scanner.getTokenLength(), parent: property });
    if (this.next() !== T.Colon) throw new NotPlain();
    property.colonOffset = scanner.getTokenOffset() - this.colonBase;
    this.next();
    const value = this.value(property);
    property.children!.push(value);
    property.length = value.offset + value.length - offset;
    return property;
  }
}
