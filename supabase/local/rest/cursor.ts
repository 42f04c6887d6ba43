// A small scanner shared by the select, filter and order parsers.
import { ParseError } from './errors.ts';

const NAME_CHAR = /[\p{L}\p{N}_$ ]/u;

export class Cursor {
  pos = 0;
  constructor(
    readonly text: string,
    readonly what: string,
  ) {}

  get done(): boolean {
    return this.pos >= this.text.length;
  }

  peek(n = 0): string {
    return this.text[this.pos + n] ?? '';
  }

  startsWith(s: string): boolean {
    return this.text.startsWith(s, this.pos);
  }

  eat(s: string): boolean {
    if (!this.startsWith(s)) return false;
    this.pos += s.length;
    return true;
  }

  expect(s: string): void {
    if (!this.eat(s)) this.fail(`"${s}"`);
  }

  fail(expecting: string): never {
    const found = this.done ? 'end of input' : `"${this.peek()}"`;
    throw new ParseError(
      `"failed to parse ${this.what} (${this.text})" (line 1, column ${this.pos + 1})`,
      `unexpected ${found} expecting ${expecting}`,
    );
  }

  /** A bare name (letters, digits, _, $, space, and dashes that do not start an arrow) or a quoted one. */
  name(): string {
    if (this.peek() === '"') return this.quoted();
    const start = this.pos;
    while (!this.done) {
      const c = this.peek();
      if (NAME_CHAR.test(c) || (c === '-' && this.peek(1) !== '>')) this.pos++;
      else break;
    }
    if (this.pos === start) this.fail('field name');
    return this.text.slice(start, this.pos);
  }

  /** "..." with backslash escapes for \" and \\. */
  quoted(): string {
    this.expect('"');
    let out = '';
    while (!this.done && this.peek() !== '"') {
      if (this.peek() === '\\' && this.pos + 1 < this.text.length) this.pos++;
      out += this.peek();
      this.pos++;
    }
    this.expect('"');
    return out;
  }
}
