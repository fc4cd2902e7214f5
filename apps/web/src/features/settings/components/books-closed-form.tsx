import {
  BOOKS_CLOSED_MESSAGES,
  DATE_MESSAGE,
  MESSAGES,
  closeThroughProblem,
  formatDisplayDate,
  localDate,
} from '@freightdesk/domain';
import { Button, Group, Text } from '@mantine/core';
import { useState } from 'react';
import { DateField } from '@/components/date-field';
import { PanelForm } from '@/components/panel-form';
import { ApiRequestError, serverMessageOr } from '@/lib/api-client';
import { notifyError, notifySuccess } from '@/lib/notify';
import { useSaveBooksClosed } from '../api/save-books-closed';

/**
 * Books closed through (issue 28): nothing dated on or before that day can be created, changed or removed. The admin
 * closes the books through a day up to today, moves it back or forward, or opens them all.
 */
export function BooksClosedForm({ through }: { through: string | null }) {
  const [draft, setDraft] = useState(through ?? '');
  const [error, setError] = useState<string>();
  const save = useSaveBooksClosed();
  const today = localDate();

  function send(next: string | null) {
    save.mutate(
      { through: next },
      {
        onSuccess: (answer) => {
          setDraft(answer.through ?? '');
          notifySuccess(answer.message);
        },
        onError: (failure) => {
          if (failure instanceof ApiRequestError && failure.field === 'through') setError(failure.message);
          else notifyError(serverMessageOr(failure, MESSAGES.unexpected));
        },
      },
    );
  }

  function submit() {
    const problem = draft === '' ? DATE_MESSAGE : closeThroughProblem(draft, today);
    setError(problem ?? undefined);
    if (!problem) send(draft);
  }

  return (
    <PanelForm label="Books closed through" title="Closing the books" onSubmit={submit}>
      <Text size="sm" c="dimmed">
        {through === null
          ? BOOKS_CLOSED_MESSAGES.opened
          : BOOKS_CLOSED_MESSAGES.closed.replace('{day}', formatDisplayDate(through))}
      </Text>
      <DateField
        label="Books closed through"
        description="Trips, bills and payments dated on or before this day are locked."
        value={draft}
        max={today}
        error={error}
        onChange={(day) => {
          setDraft(day);
          setError(undefined);
        }}
      />
      <Group justify="flex-end">
        {through !== null && (
          <Button variant="default" onClick={() => send(null)} disabled={save.isPending}>
            Open the books
          </Button>
        )}
        <Button type="submit" loading={save.isPending}>
          Close the books
        </Button>
      </Group>
    </PanelForm>
  );
}
