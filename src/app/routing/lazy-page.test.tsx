// @vitest-environment jsdom
// A page that starts loading while React renders it must not update the progress bar during that render: React
// (in development) reports "Cannot update a component (NavigationProgress) while rendering a different component
// (LazyPage)", which came with every redirect and every page opened from a link.
import { act, cleanup, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { afterEach, expect, it, vi } from 'vitest';
import { NavigationProgress } from '../layout/navigation-progress.tsx';
import { lazyPage } from './lazy-page.tsx';

afterEach(cleanup);

it('a page loading during render updates the progress bar after that render, without a React warning', async () => {
  const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
  let arrive!: () => void;
  const chunk = new Promise<void>((resolve) => (arrive = resolve));
  const Page = lazyPage(() => chunk.then(() => ({ default: () => <p>la pagina</p> })), [], { data: false });

  // The bar is on screen already (and listening) when the next page renders for the first time, as on a navigation.
  const frame = (page: boolean) => (
    <>
      <NavigationProgress />
      <Suspense fallback={<p>attesa</p>}>{page ? <Page /> : <p>prima</p>}</Suspense>
    </>
  );
  const { container, rerender } = render(frame(false));
  await act(async () => rerender(frame(true)));
  expect(container.querySelector('.animate-pulse')).not.toBeNull();

  await act(async () => arrive());
  expect(await screen.findByText('la pagina')).toBeTruthy();
  expect(container.querySelector('.animate-pulse')).toBeNull();
  expect(errors.mock.calls.map((c) => String(c[0]))).toEqual([]);
  errors.mockRestore();
});
