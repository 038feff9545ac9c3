import { type Theme, useTheme } from '@mui/material/styles';
import { QueryClientProvider } from '@tanstack/react-query';
import { act, render, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { installFakeBackend } from '@mocks/test-utils';
import {
  type getFeatureThemeInfo,
  getGetFeatureThemeInfoQueryKey,
} from '@/api/generated/endpoints/system/system';
import { createQueryClient } from '@/api/query-client';
import { permissionsQuery } from '@/api/site-config';
import { prefetchStartup } from '../startup';
import { SiteThemeProvider } from './site-theme';

installFakeBackend();

/** The site under its theme, with the start-up data in the cache, and every theme it was given. */
async function renderThemed() {
  const client = createQueryClient();
  await prefetchStartup(client, false);
  const name = client.getQueryData(permissionsQuery().queryKey)?.data.theme.name ?? '';
  const key = getGetFeatureThemeInfoQueryKey({ name, platform: 1 });
  const themes: Theme[] = [];
  function Page() {
    const theme = useTheme();
    themes.push(theme);
    return <p>{theme.palette.primary.main}</p>;
  }
  render(
    <QueryClientProvider client={client}>
      <SiteThemeProvider deviceClass="desktop">
        <Page />
      </SiteThemeProvider>
    </QueryClientProvider>,
  );
  const found = client.getQueryData<Awaited<ReturnType<typeof getFeatureThemeInfo>>>(key);
  if (!found) throw new Error('no theme answer');
  const answer = found;
  /** The theme configuration answered again, changed by `change`. */
  const answerAgain = async (change: (info: typeof answer.data) => typeof answer.data) => {
    // The query cache tells its observers in a task of its own (react-query's notifyManager:
    // setTimeout 0); a task queued after it runs once it has, and act then renders all it
    // started, the theme's deferred render included.
    await act(async () => {
      client.setQueryData(key, { ...answer, data: change(structuredClone(answer.data)) });
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
  };
  return { themes, answerAgain };
}

describe('the site’s theme (issue 29)', () => {
  it('an answer that changes only what the theme is not built from keeps the page’s theme: no site-wide restyle', async () => {
    const { themes, answerAgain } = await renderThemed();
    const first = themes.at(-1);
    expect(first).toBeDefined();
    // The images' date moved (the browser's fake answering what the server's rendered).
    await answerAgain((info) => {
      if (!info.image_config) throw new Error('no image configuration');
      info.image_config.date = 1;
      return info;
    });
    expect(themes.at(-1)).toBe(first);
  });

  it('an answer with other colours restyles the site', async () => {
    const { themes, answerAgain } = await renderThemed();
    const first = themes.at(-1);
    await answerAgain((info) => ({ ...info, colors: { ...info.colors, primary: '#8F7BE8' } }));
    await waitFor(() => expect(themes.at(-1)?.palette.primary.main).toBe('#8F7BE8'));
    expect(themes.at(-1)).not.toBe(first);
  });
});
