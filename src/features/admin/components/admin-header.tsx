// Top bar of the back-office pages: title, optional back link and actions.
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { ArrowLeft } from 'lucide-react';

export function AdminHeader({ title, back, actions }: { title: string; back?: { to: string; label: string }; actions?: ReactNode }) {
  return (
    <header className="border-b border-stone-200 bg-white">
      <div className="mx-auto flex max-w-7xl flex-wrap items-center justify-between gap-3 px-4 py-4 sm:px-6">
        <div className="flex min-w-0 flex-col gap-1">
          {back && (
            <Link to={back.to} className="inline-flex min-h-6 items-center gap-1 text-sm text-olive-800 hover:underline">
              <ArrowLeft className="size-4" aria-hidden />
              {back.label}
            </Link>
          )}
          <h1 className="truncate font-serif text-2xl text-olive-950 sm:text-3xl">{title}</h1>
        </div>
        {actions && <div className="flex flex-wrap gap-2">{actions}</div>}
      </div>
    </header>
  );
}
