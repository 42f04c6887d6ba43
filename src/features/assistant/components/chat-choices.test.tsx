// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, expect, it, vi } from 'vitest';
import type { ChatChoice } from '../types.ts';
import { ChatChoices } from './chat-choices.tsx';

afterEach(cleanup);

const choices = [
  { id: 'a', question: 'Is there parking?' },
  { id: 'b', question: '<b>Do you have Wi-Fi?</b>' },
  { id: 'c' },
  { id: 'd', question: { html: 'x' } },
] as unknown as ChatChoice[];

it('shows each choice that has a question as a button sending it, as text and never as HTML', () => {
  const onChoose = vi.fn();
  render(<ChatChoices choices={choices} disabled={false} onChoose={onChoose} />);
  const buttons = screen.getAllByRole('button');
  expect(buttons.map((b) => b.textContent)).toEqual(['Is there parking?', '<b>Do you have Wi-Fi?</b>']);
  expect(document.querySelector('b')).toBeNull();
  fireEvent.click(buttons[1]);
  expect(onChoose).toHaveBeenCalledWith('<b>Do you have Wi-Fi?</b>');
});

it('waits while a reply is awaited', () => {
  const onChoose = vi.fn();
  render(<ChatChoices choices={choices.slice(0, 1)} disabled onChoose={onChoose} />);
  fireEvent.click(screen.getByRole('button', { name: 'Is there parking?' }));
  expect(onChoose).not.toHaveBeenCalled();
});
