// @vitest-environment jsdom
import { Profiler } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { Form, FormControl, FormField, FormItem, FormLabel, FormMessage } from './form.tsx';

afterEach(cleanup);

const NAMES = ['a', 'b', 'c', 'd'] as const;
const schema = z.object(Object.fromEntries(NAMES.map((n) => [n, z.string().min(1, `missing ${n}`)])) as Record<(typeof NAMES)[number], z.ZodString>);
type Values = z.infer<typeof schema>;

/** A form of four fields, each in a Profiler that counts its commits after the first render. */
function Harness({ commits, onValid }: { commits: Record<string, number>; onValid: () => void }) {
  const form = useForm<Values>({ resolver: zodResolver(schema), defaultValues: { a: 'x', b: 'x', c: 'x', d: 'x' } });
  return (
    <Form {...form}>
      <form noValidate onSubmit={(e) => void form.handleSubmit(onValid)(e)}>
        {NAMES.map((name) => (
          <Profiler key={name} id={name} onRender={(_, phase) => { if (phase !== 'mount') commits[name] = (commits[name] ?? 0) + 1; }}>
            <FormField control={form.control} name={name} render={({ field }) => (
              <FormItem>
                <FormLabel>{name}</FormLabel>
                <FormControl><input {...field} /></FormControl>
                <FormMessage />
              </FormItem>
            )} />
          </Profiler>
        ))}
        <button type="submit">save</button>
      </form>
    </Form>
  );
}

describe('form fields', () => {
  it('do not re-render when a valid form is submitted (every field did, twice: the form publishing its errors)', async () => {
    const commits: Record<string, number> = {};
    let saved = 0;
    render(<Harness commits={commits} onValid={() => void saved++} />);
    await act(async () => undefined); // the form's own settling after mount
    for (const k of Object.keys(commits)) delete commits[k];
    await act(async () => void fireEvent.click(screen.getByRole('button', { name: 'save' })));
    expect(saved).toBe(1);
    expect(commits).toEqual({});
  });

  it('mark and describe the one field whose value is refused, and clear it once fixed', async () => {
    const commits: Record<string, number> = {};
    render(<Harness commits={commits} onValid={() => undefined} />);
    fireEvent.change(screen.getByLabelText('c'), { target: { value: '' } });
    await act(async () => void fireEvent.click(screen.getByRole('button', { name: 'save' })));
    const c = screen.getByLabelText('c');
    expect(c.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByRole('alert').textContent).toBe('missing c');
    expect(c.getAttribute('aria-describedby')).toContain(screen.getByRole('alert').id);
    expect(screen.getByLabelText('a').getAttribute('aria-invalid')).toBe('false');
    fireEvent.change(c, { target: { value: 'z' } });
    await act(async () => undefined);
    expect(c.getAttribute('aria-invalid')).toBe('false');
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
