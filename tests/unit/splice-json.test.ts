import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { spliceJson } from '../../src/server/http/splice-json';

const CONTROL_JSON = JSON.stringify({ id: 'AC.L1-3.1.1', title: 'Authorized Access Control' });

describe('spliceJson', () => {
  it('serializes the checked fields and adds the field made ahead of time', () => {
    const schema = z.object({ id: z.string(), notes: z.string().nullable() });
    const json = spliceJson(
      schema,
      { id: 'r1', notes: 'He said "yes"', secret: 'x' } as never,
      'control',
      CONTROL_JSON,
    );
    expect(JSON.parse(json)).toEqual({
      id: 'r1',
      notes: 'He said "yes"',
      control: { id: 'AC.L1-3.1.1', title: 'Authorized Access Control' },
    });
  });

  it('holds only the spliced field when the object has no fields of its own', () => {
    expect(JSON.parse(spliceJson(z.object({}), {}, 'control', CONTROL_JSON))).toEqual({
      control: JSON.parse(CONTROL_JSON),
    });
  });

  it('refuses fields that break the schema, as the route serializer does', () => {
    const schema = z.object({ status: z.enum(['completed', 'in_progress']) });
    expect(() => spliceJson(schema, { status: 'done' } as never, 'control', CONTROL_JSON)).toThrow();
  });
});
