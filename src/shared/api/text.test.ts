import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import * as account from './account';
import * as admin from './admin';
import * as analytics from './analytics';
import * as auth from './auth';
import * as cardDesign from './card-design';
import * as generate from './generate';
import * as orders from './orders';
import { cleanText, isSafeText, multiLine, singleLine, unsafeTextMessage } from './text';

const modules = { account, admin, analytics, auth, cardDesign, generate, orders };

describe('the shared text rule', () => {
  it.each(['\u0000', '\u0007', '\u001b', '\u007f', '\ud800', '\udc00', 'a\ud83d'])(
    'refuses %j on one line and on several',
    (bad) => {
      expect(isSafeText(`x${bad}y`)).toBe(false);
      expect(isSafeText(`x${bad}y`, { multiLine: true })).toBe(false);
      expect(singleLine().safeParse(`x${bad}`).success).toBe(false);
      expect(multiLine().safeParse(`x${bad}`).success).toBe(false);
    },
  );

  it('keeps tab and line breaks only in multi-line text', () => {
    expect(multiLine().parse('a\tb\nc\r\nd')).toBe('a\tb\nc\r\nd');
    expect(singleLine().safeParse('a\nb').success).toBe(false);
  });

  it('accepts any script, emoji, joiners and direction marks', () => {
    for (const text of ['Иван', '王小明', 'שרה', 'محمد', '🎉👩‍👩‍👧', 'a\u200db', '\u202eabc', 'Zoë']) {
      expect(singleLine().parse(text)).toBe(text);
    }
  });

  it('cleans a file name: controls dropped, lone surrogates replaced', () => {
    expect(cleanText('null\u0000byte\u001f.jpg')).toBe('nullbyte.jpg');
    expect(cleanText('a\ud800b😀')).toBe('a\ufffdb😀');
  });
});

/**
 * Every string a request schema takes must go through singleLine() or multiLine(): a plain
 * z.string() would let NUL reach PostgreSQL. This walks each request schema down to its string
 * leaves and checks that each refuses NUL with the shared message.
 */
describe('every request schema uses the text rule', () => {
  type Walkable = { _zod: { def: Record<string, unknown> & { type: string } } };

  function stringLeaves(schema: Walkable, path: string): [string, Walkable][] {
    const def = schema._zod.def;
    const inner = (key: string) => def[key] as Walkable;
    switch (def.type) {
      case 'string':
        return [[path, schema]];
      case 'object':
        return Object.entries(def.shape as Record<string, Walkable>).flatMap(([key, value]) =>
          stringLeaves(value, `${path}.${key}`),
        );
      case 'optional':
      case 'nullable':
      case 'default':
      case 'prefault':
      case 'nonoptional':
      case 'readonly':
        return stringLeaves(inner('innerType'), path);
      case 'pipe':
        // The input side is what arrives; the output side (z.email() after trimming) sees it checked.
        return stringLeaves(inner('in'), path);
      case 'array':
        return stringLeaves(inner('element'), `${path}[]`);
      case 'union':
        return (def.options as Walkable[]).flatMap((option) => stringLeaves(option, path));
      default:
        return [];
    }
  }

  const requestSchemas = Object.entries(modules).flatMap(([file, exports]) =>
    Object.entries(exports)
      .filter(([name]) => /(Request|Query|Update|Confirm|Payload|Fields)Schema$/.test(name))
      .map(([name, schema]) => [`${file}:${name}`, schema as Walkable] as const),
  );

  it('finds the request schemas', () => {
    expect(requestSchemas.length).toBeGreaterThan(20);
  });

  it.each(requestSchemas)('%s', (_name, schema) => {
    for (const [path, leaf] of stringLeaves(schema, '')) {
      const result = (leaf as unknown as z.ZodType).safeParse('a\u0000');
      expect(result.success, path).toBe(false);
      expect(result.error?.issues[0]?.message, path).toBe(unsafeTextMessage);
    }
  });
});
