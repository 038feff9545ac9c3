import { screen, waitFor } from '@testing-library/react';
import { delay, http as mswHttp, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { renderScreen } from '@/testing/render-screen';
import { useGetAboutUsList } from '../generated/endpoints/content/content';
import { CANCELLED_MESSAGE } from './api-error';
import { configureHttp, resetHttpRuntime } from './runtime';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
afterAll(() => {
  server.close();
  resetHttpRuntime();
});

function AboutList() {
  const about = useGetAboutUsList();
  return <p>{about.isPending ? 'loading' : 'loaded'}</p>;
}

describe('spec §4: pending requests are cancelled when the view is left', () => {
  it('leaving a view aborts its request, and the cancel is only logged', async () => {
    let aborted = false;
    server.use(
      mswHttp.get(`${location.origin}/api/member/about_us`, async ({ request }) => {
        request.signal.addEventListener('abort', () => (aborted = true));
        await delay(2000);
        return HttpResponse.json({ status: 200, message: 'OK', data: { list: [] } });
      }),
    );
    const logCancelled = vi.fn();
    const showErrorToast = vi.fn();
    configureHttp({ logCancelled, showErrorToast });
    const view = await renderScreen(<AboutList />, { i18n: 'english' });
    expect(screen.getByText('loading')).toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 50));
    view.unmount();
    await waitFor(() => expect(aborted).toBe(true));
    await waitFor(() =>
      expect(logCancelled).toHaveBeenCalledWith(CANCELLED_MESSAGE, 'GET /member/about_us'),
    );
    expect(showErrorToast).not.toHaveBeenCalled();
  });
});
