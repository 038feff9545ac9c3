import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { useSearchParams } from '@/shared/lib/use-search-params';
import type { HelpQuestion } from '@/api/generated/model';
import { QueryStates } from '@/shared/ui/query-states';
import { SafeHtml } from '@/shared/ui/safe-html';
import { categoryOf, helpCentreQuery, helpQuestionsQuery } from '../api/queries';
import { HelpFrame } from '../components/help-frame';
import { helpPaths } from '../paths';

/** What the route module's loaders ask for (see the feature's index.ts). */
export { categoryOf, prefetchHelp } from '../api/queries';

/** The element id of a question, which a link to it (…?open={id}) brings into view. */
export const questionAnchor = (id: number) => `question-${id}`;

/**
 * One question and its answer, as a disclosure the browser opens and closes by itself (it
 * works before the page's script runs); opening one names it in the URL, so the address bar
 * is a link to the answer.
 */
function Question({
  question,
  open,
  onToggle,
}: {
  question: HelpQuestion;
  open: boolean;
  onToggle: (open: boolean) => void;
}) {
  return (
    <Paper
      variant="outlined"
      component="details"
      id={questionAnchor(question.id)}
      open={open}
      onToggle={(event) => onToggle((event.currentTarget as HTMLDetailsElement).open)}
      sx={{
        scrollMarginTop: 96,
        '& > summary': {
          cursor: 'pointer',
          p: 2,
          fontWeight: 700,
          listStylePosition: 'inside',
          borderRadius: 1,
        },
        '& > summary:focus-visible': { outline: 2, outlineColor: 'primary.main' },
        '&[open] > summary': { borderBottom: 1, borderColor: 'divider' },
      }}
    >
      <Box component="summary">{question.question}</Box>
      <Box sx={{ px: 2, pb: 1 }}>
        <SafeHtml html={question.answer} />
      </Box>
    </Paper>
  );
}

/** /guide/questions: the frequently asked questions, by category; ?open={id} opens one. */
export function HelpQuestionsRoute() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const category = categoryOf(params.get('category'));
  const open = Number(params.get('open'));
  const questions = useQuery(helpQuestionsQuery(category));
  const centre = useQuery(helpCentreQuery()).data?.data;
  const categories = centre?.categories ?? [];
  const categoryTitle = categories.find((entry) => entry.key === category)?.title;

  // A link to an answer brings it into view once the list is there (once per link).
  const scrolledTo = useRef<number | null>(null);
  const loaded = questions.data !== undefined;
  useEffect(() => {
    if (!loaded || !open || scrolledTo.current === open) return;
    scrolledTo.current = open;
    document.getElementById(questionAnchor(open))?.scrollIntoView({ block: 'start' });
  }, [loaded, open]);

  // The answer the address names, as the page last set it: a toggle the page itself caused (the
  // browser reports setting `open` too), or a second one before the address has caught up with
  // the first, is read against it rather than against a render that may be one step behind.
  const named = useRef(open);
  useEffect(() => {
    named.current = open;
  }, [open]);
  const toggle = (id: number, nowOpen: boolean) => {
    if (nowOpen === (named.current === id)) return;
    named.current = nowOpen ? id : 0;
    scrolledTo.current = nowOpen ? id : null;
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (nowOpen) next.set('open', String(id));
        else next.delete('open');
        return next;
      },
      { replace: true, preventScrollReset: true },
    );
  };

  return (
    <HelpFrame section="questions" trail={t('help.questions')}>
      <Typography component="h1" variant="h4" sx={{ fontWeight: 800, mb: 2 }}>
        {t('help.questions')}
      </Typography>
      <Stack
        component="nav"
        aria-label={t('help.questions_filter')}
        direction="row"
        sx={{ flexWrap: 'wrap', gap: 1, mb: 2 }}
      >
        {[{ key: undefined, title: t('help.questions_all') }, ...categories].map((entry) => (
          <Chip
            key={entry.key ?? 'all'}
            component={RouterLink}
            to={helpPaths.questions({ category: entry.key })}
            label={entry.title}
            clickable
            color={entry.key === category ? 'primary' : 'default'}
            variant={entry.key === category ? 'filled' : 'outlined'}
            aria-current={entry.key === category ? 'page' : undefined}
          />
        ))}
      </Stack>
      {categoryTitle ? (
        <Typography component="h2" variant="h6" sx={{ mb: 1 }}>
          {categoryTitle}
        </Typography>
      ) : null}
      <QueryStates
        query={questions}
        skeleton={<Skeleton variant="rounded" height={360} />}
        isEmpty={(answer) => answer.data.list.length === 0}
        empty={{ title: t('help.questions_empty') }}
      >
        {(answer) => (
          <Stack spacing={1}>
            {answer.data.list.map((question) => (
              <Question
                key={question.id}
                question={question}
                open={question.id === open}
                onToggle={(nowOpen) => toggle(question.id, nowOpen)}
              />
            ))}
          </Stack>
        )}
      </QueryStates>
    </HelpFrame>
  );
}
