import { act, render, screen } from '@testing-library/react';
import DOMPurify from 'dompurify';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { purifierOf, setServerSanitizer } from '../lib/sanitize';
import { SafeHtml } from './safe-html';

const ARTICLE = '<h2>About Fortuna</h2><p>Since 2019.<img src=x onerror="alert(1)"></p>';

afterEach(() => setServerSanitizer(null));

describe('issue 29: server HTML is sanitised on the server and hydrates as it was sent', () => {
  it('the server renders the sanitised text, without the repeated title, in its HTML', () => {
    setServerSanitizer(purifierOf(DOMPurify));
    const html = renderToString(<SafeHtml html={ARTICLE} withoutTitle="About Fortuna" />);
    expect(html).toContain('<p>Since 2019.<img></p>');
    expect(html).not.toContain('onerror');
    expect(html).not.toContain('<h2>');
  });

  it('the browser hydrates with the server’s text: no placeholder, no mismatch', async () => {
    setServerSanitizer(purifierOf(DOMPurify));
    const container = document.createElement('div');
    container.innerHTML = renderToString(<SafeHtml html={ARTICLE} withoutTitle="About Fortuna" />);
    document.body.append(container);
    setServerSanitizer(null);
    const errors = vi.fn();
    await act(async () => {
      hydrateRoot(container, <SafeHtml html={ARTICLE} withoutTitle="About Fortuna" />, {
        onRecoverableError: errors,
      });
    });
    expect(errors).not.toHaveBeenCalled();
    expect(container.textContent).toBe('Since 2019.');
    expect(container.querySelector('.MuiSkeleton-root')).toBeNull();
    container.remove();
  });

  it('a page the browser renders itself sanitises on demand, with a placeholder meanwhile', async () => {
    render(<SafeHtml html={ARTICLE} />);
    expect(await screen.findByText('Since 2019.')).toBeInTheDocument();
    expect(document.body.innerHTML).not.toContain('onerror');
  });
});
