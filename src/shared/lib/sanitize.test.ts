import { describe, expect, it } from 'vitest';
import { sanitizeHtml } from './sanitize';

/** XSS payloads: none may leave anything that runs script once placed in the page. */
const PAYLOADS = [
  '<script>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
  '<svg onload=alert(1)>',
  '<svg><script>alert(1)</script></svg>',
  '<body onload=alert(1)>',
  '<iframe src="javascript:alert(1)"></iframe>',
  '<a href="javascript:alert(1)">x</a>',
  '<a href="JaVaScRiPt:alert(1)">x</a>',
  '<a href="  javascript:alert(1)">x</a>',
  '<a href="java&#x09;script:alert(1)">x</a>',
  '<a href="&#106;avascript:alert(1)">x</a>',
  '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">x</a>',
  '<a href="vbscript:msgbox(1)">x</a>',
  '<img src="javascript:alert(1)">',
  '<object data="javascript:alert(1)"></object>',
  '<embed src="javascript:alert(1)">',
  '<form action="javascript:alert(1)"><button>x</button></form>',
  '<input onfocus=alert(1) autofocus>',
  '<details open ontoggle=alert(1)>',
  '<video><source onerror=alert(1)></video>',
  '<audio src=x onerror=alert(1)>',
  '<marquee onstart=alert(1)>',
  '<div style="background:url(javascript:alert(1))">',
  '<style>@import "javascript:alert(1)";</style>',
  '<link rel=stylesheet href="javascript:alert(1)">',
  '<meta http-equiv="refresh" content="0;url=javascript:alert(1)">',
  '<base href="javascript:alert(1)//">',
  '<math><mi xlink:href="javascript:alert(1)">x</mi></math>',
  '<table background="javascript:alert(1)">',
  '<div onmouseover="alert(1)">hover</div>',
  '<p onclick=alert(1)>x</p>',
  '<img src=1 onerror="this.onerror=null;alert(1)">',
  '"><script>alert(1)</script>',
  '</textarea><script>alert(1)</script>',
  '<scr<script>ipt>alert(1)</scr</script>ipt>',
  '<noscript><p title="</noscript><img src=x onerror=alert(1)>">',
  '<template><script>alert(1)</script></template>',
  '<svg><a xlink:href="javascript:alert(1)"><text y=20>x</text></a></svg>',
  '<img srcset="x 1x, javascript:alert(1) 2x">',
  '<a href="#" onclick="alert(1)">x</a>',
  '<select onfocus=alert(1) autofocus>',
  '<textarea onfocus=alert(1) autofocus>',
  '<keygen onfocus=alert(1) autofocus>',
  '<isindex action=javascript:alert(1) type=submit>',
  '<frameset onload=alert(1)>',
  '<xss id=x tabindex=1 onfocus=alert(1)></xss>',
  '<a href="&#0000106&#0000097&#0000118&#0000097&#0000115&#0000099&#0000114&#0000105&#0000112&#0000116&#0000058alert(1)">x</a>',
  '<img src=`x`onerror=alert(1)>',
  '<iframe srcdoc="<script>alert(1)</script>"></iframe>',
  '<a href="//evil.example/x">x</a>',
  '<button formaction="javascript:alert(1)">x</button>',
  '<svg><animate onbegin=alert(1) attributeName=x dur=1s>',
];

function dangerous(html: string): string[] {
  const host = document.createElement('div');
  host.innerHTML = html;
  const problems: string[] = [];
  for (const element of host.querySelectorAll('*')) {
    const tag = element.tagName.toLowerCase();
    if (
      [
        'script',
        'iframe',
        'object',
        'embed',
        'style',
        'link',
        'meta',
        'base',
        'form',
        'svg',
        'math',
        'template',
        'frameset',
      ].includes(tag)
    )
      problems.push(`<${tag}>`);
    for (const attribute of element.attributes) {
      if (/^on/i.test(attribute.name)) problems.push(`${tag}[${attribute.name}]`);
      if (
        [
          'href',
          'src',
          'action',
          'formaction',
          'xlink:href',
          'background',
          'srcdoc',
          'style',
        ].includes(attribute.name.toLowerCase())
      ) {
        const value = [...attribute.value]
          .filter((char) => char.charCodeAt(0) > 0x20)
          .join('')
          .toLowerCase();
        if (
          /^(javascript|vbscript|data):/.test(value) ||
          attribute.name === 'srcdoc' ||
          attribute.name === 'style' ||
          value.startsWith('//')
        )
          problems.push(`${tag}[${attribute.name}=${attribute.value}]`);
      }
    }
  }
  return problems;
}

describe('server HTML is sanitised before it is shown', () => {
  it('has at least 50 payloads', () => {
    expect(PAYLOADS.length).toBeGreaterThanOrEqual(50);
  });

  it.each(PAYLOADS)('neutralises %s', async (payload) => {
    expect(dangerous(await sanitizeHtml(payload))).toEqual([]);
  });

  it('keeps ordinary formatting, links and images', async () => {
    const html = await sanitizeHtml(
      '<h2>Rules</h2><p>Read <a href="https://fortuna.example/terms">the terms</a>.</p><img src="/storage/promotions/1.svg" alt="Bonus"><ul><li>One</li></ul>',
    );
    expect(html).toContain('<h2>Rules</h2>');
    expect(html).toContain('href="https://fortuna.example/terms"');
    expect(html).toContain('rel="noopener noreferrer"');
    expect(html).toContain('<img src="/storage/promotions/1.svg" alt="Bonus">');
    expect(html).toContain('<li>One</li>');
  });
});

describe('an about article has one heading of its title', () => {
  const withoutTitle = 'About Fortuna';

  it('drops a first heading that repeats the title', async () => {
    expect(await sanitizeHtml('<h2>About Fortuna</h2><p>Since 2019.</p>', { withoutTitle })).toBe(
      '<p>Since 2019.</p>',
    );
    expect(
      (await sanitizeHtml('  <h3> about  fortuna </h3><p>x</p>', { withoutTitle })).trim(),
    ).toBe('<p>x</p>');
  });

  it('keeps a first heading of other words, and headings further down', async () => {
    const other = '<h2>Who we are</h2><p>x</p>';
    expect(await sanitizeHtml(other, { withoutTitle })).toBe(other);
    const later = '<p>x</p><h2>About Fortuna</h2>';
    expect(await sanitizeHtml(later, { withoutTitle })).toBe(later);
  });
});
