/** The server's §5 sanitiser: allowed formats stay, everything else goes, mentions survive. */
import { describe, expect, it } from 'vitest';
import { isBlankRichText, sanitizeRichText } from './rich-text-sanitiser';

describe('sanitizeRichText', () => {
  it('keeps the §5 formats, paragraphs, line breaks and {{variable}} mentions', () => {
    const html = '<p><strong>Hi</strong> <em>{{customerName}}</em>, <u>u</u> <s>s</s><br>'
      + '<span style="color: rgb(230, 0, 0); background-color: #ffff00;">c</span> <a href="https://example.com/x?a=1&amp;b=2">link</a> '
      + '<a href="mailto:help@example.com">mail</a></p><ul><li>one</li></ul><ol><li>two</li></ol>';
    // Same HTML, written back with <br /> and without the style's trailing semicolon.
    expect(sanitizeRichText(html)).toBe(html.replace('<br>', '<br />').replace('#ffff00;', '#ffff00'));
  });

  it('rewrites other spellings of the same formats', () => {
    expect(sanitizeRichText('<b>b</b><i>i</i><strike>s</strike><del>d</del>')).toBe('<strong>b</strong><em>i</em><s>s</s><s>d</s>');
  });

  it('drops scripts, event handlers, javascript: links, other styles and tags', () => {
    const out = sanitizeRichText('<p onclick="x()">a<script>alert(1)</script><img src=x onerror="alert(2)">'
      + '<a href="javascript:alert(3)">bad</a><a href=" JaVaScRiPt:alert(4)">bad2</a><a href="data:text/html,x">d</a>'
      + '<span style="font-size: 40px; color: red; position: fixed">big</span><h1>title</h1><iframe src="https://x"></iframe>'
      + '<span style="color: expression(alert(5))">e</span><span style="background-color: url(javascript:alert(6))">u</span></p>');
    // (the parser closes the <p> at <h1>, as browsers do)
    expect(out).toBe('<p>a<span>bad</span><span>bad2</span><span>d</span><span style="color: red">big</span></p>title<span>e</span><span>u</span><p></p>');
    expect(out).not.toMatch(/script|onerror|onclick|javascript|iframe|font-size|expression|url\(/i);
  });

  it('keeps http(s) and mailto links only, however another scheme is spelled (issue 20, finding 7)', () => {
    const hostile = ['vbscript:msgbox(1)', 'java&#x09;script:alert(1)', '&#106;avascript:alert(1)', 'java\nscript:alert(1)',
      'data:image/svg+xml;base64,PHN2Zz4=', 'file:///etc/passwd', '//evil.example', 'ftp://evil.example'];
    for (const href of hostile) expect(sanitizeRichText(`<p><a href="${href}">x</a></p>`), href).toBe('<p><span>x</span></p>');
    expect(sanitizeRichText('<p><a href="https://shop.example">a</a><a href="mailto:help@shop.example">b</a></p>'))
      .toBe('<p><a href="https://shop.example">a</a><a href="mailto:help@shop.example">b</a></p>');
  });

  it('removes Quill list markers and attributes other than the allowed ones', () => {
    expect(sanitizeRichText('<ol><li data-list="bullet" class="x"><span class="ql-ui" contenteditable="false"></span>a</li></ol>'))
      .toBe('<ol><li><span></span>a</li></ol>');
  });

  it('tells blank rich text', () => {
    expect(isBlankRichText('<p><br></p>')).toBe(true);
    expect(isBlankRichText('<p> &nbsp; </p>')).toBe(true);
    expect(isBlankRichText('<p>x</p>')).toBe(false);
  });
});
