// The "Knowledge" section: the entries the assistant answers from, and the queue of what it could not answer.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button.tsx';
import { EmptyState, PageStates } from '@/components/ui/page-states.tsx';
import { Skeleton } from '@/components/ui/skeleton.tsx';
import { type KnowledgeEntry, useKnowledge } from '../api/get-knowledge.ts';
import { useUnanswered } from '../api/get-unanswered.ts';
import { useSaveKnowledge } from '../api/save-knowledge.ts';
import { KnowledgeForm } from './knowledge-form.tsx';

const EMPTY = { topic: '', question_it: '', question_en: '', answer_it: '', answer_en: '', phrasings_it: '', phrasings_en: '' };
const fields = (e: KnowledgeEntry) => ({
  topic: e.topic, question_it: e.question_it, question_en: e.question_en, answer_it: e.answer_it, answer_en: e.answer_en,
  phrasings_it: e.phrasings_it.join('\n'), phrasings_en: e.phrasings_en.join('\n'),
});

export function KnowledgePanel() {
  const { t, i18n } = useTranslation('conversations');
  const entries = useKnowledge();
  const queue = useUnanswered();
  const save = useSaveKnowledge();
  const [editing, setEditing] = useState<string | null>(null);
  const en = i18n.language.startsWith('en');
  return (
    <section aria-labelledby="knowledge-title" className="flex flex-col gap-4 rounded-2xl bg-white p-4 shadow-sm">
      <h2 id="knowledge-title" className="font-serif text-lg">{t('knowledge.title')}</h2>
      <h3 className="font-semibold">{t('knowledge.unanswered')}</h3>
      <PageStates query={queue} pending={<Skeleton className="h-12" />} empty={<EmptyState title={t('knowledge.unansweredEmpty')} />}>
        {(groups) => (
          <ul className="flex flex-col gap-2" data-testid="unanswered-list">
            {groups.map((g) => (
              <li key={g.wording} className="flex flex-col gap-2 rounded-xl border border-stone-200 p-3 text-sm">
                <span><q>{g.question}</q> · {t('knowledge.asked', { count: g.count })}{g.unhelpful ? ` · ${t('knowledge.unhelpful', { count: g.unhelpful })}` : ''}</span>
                {editing === `q:${g.wording}` ? (
                  <KnowledgeForm
                    wording={g.wording}
                    initial={{ ...EMPTY, topic: g.wording.slice(0, 60), [g.language === 'en' ? 'question_en' : 'question_it']: g.question, [g.language === 'en' ? 'phrasings_en' : 'phrasings_it']: g.question }}
                    onDone={() => setEditing(null)}
                  />
                ) : (
                  <Button type="button" variant="outline" className="self-start" onClick={() => setEditing(`q:${g.wording}`)}>{t('knowledge.teach')}</Button>
                )}
              </li>
            ))}
          </ul>
        )}
      </PageStates>
      <div className="flex items-center justify-between gap-2">
        <h3 className="font-semibold">{t('knowledge.entries')}</h3>
        <Button type="button" onClick={() => setEditing('new')}>{t('knowledge.add')}</Button>
      </div>
      {editing === 'new' && <KnowledgeForm initial={EMPTY} onDone={() => setEditing(null)} />}
      <PageStates query={entries} pending={<Skeleton className="h-20" />} empty={<EmptyState title={t('knowledge.empty')} />}>
        {(list) => (
          <ul className="flex flex-col gap-2" data-testid="knowledge-list">
            {list.map((e) => (
              <li key={e.id} className="flex flex-col gap-2 rounded-xl border border-stone-200 p-3 text-sm">
                <span className="font-semibold">{en ? e.question_en : e.question_it}{e.active ? '' : ` · ${t('knowledge.inactive')}`}</span>
                {editing === e.id ? (
                  <KnowledgeForm id={e.id} initial={fields(e)} onDone={() => setEditing(null)} />
                ) : (
                  <>
                    <span className="text-stone-700">{en ? e.shown_answer_en : e.shown_answer_it}</span>
                    <div className="flex gap-2">
                      <Button type="button" variant="outline" onClick={() => setEditing(e.id)} aria-label={t('knowledge.editOf', { question: en ? e.question_en : e.question_it })}>{t('knowledge.edit')}</Button>
                      <Button type="button" variant="outline" disabled={save.isPending} onClick={() => save.mutate({ id: e.id, values: fields(e), active: !e.active })}>
                        {t(e.active ? 'knowledge.deactivate' : 'knowledge.activate')}
                      </Button>
                    </div>
                  </>
                )}
              </li>
            ))}
          </ul>
        )}
      </PageStates>
    </section>
  );
}
