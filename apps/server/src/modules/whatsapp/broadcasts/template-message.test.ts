/** Each recipient value goes where the template wants it: header, body in number order, URL buttons by index. */
import { describe, expect, it } from 'vitest';
import { parameterComponents, templateContent } from './template-message';

describe('a broadcast template message', () => {
  it('places header, body and URL button values by their keys', () => {
    expect(parameterComponents(['body:2', 'url:1', 'header', 'body:1'], ['A-1', 'track/A-1', 'Diwali', 'Priya'])).toEqual([
      { type: 'header', parameters: [{ type: 'text', text: 'Diwali' }] },
      { type: 'body', parameters: [{ type: 'text', text: 'Priya' }, { type: 'text', text: 'A-1' }] },
      { type: 'button', sub_type: 'url', index: '1', parameters: [{ type: 'text', text: 'track/A-1' }] },
    ]);
  });

  it('sends the values as the body in order when the broadcast names no keys, and no components without values', () => {
    expect(templateContent({ templateName: 'offer', templateLanguage: 'en', parameters: [] }, ['Priya', 'A-1'])).toEqual({
      type: 'template',
      template: { name: 'offer', language: { code: 'en' }, components: [{ type: 'body', parameters: [{ type: 'text', text: 'Priya' }, { type: 'text', text: 'A-1' }] }] },
    });
    expect(templateContent({ templateName: 'hello', templateLanguage: 'en' }, [])).toEqual({ type: 'template', template: { name: 'hello', language: { code: 'en' } } });
  });

  it('sends a media header as its image, video or document link (a document with its file name)', () => {
    expect(parameterComponents(['header:image', 'body:1'], ['https://cdn.example.com/diwali.jpg', 'Priya'])[0]).toEqual(
      { type: 'header', parameters: [{ type: 'image', image: { link: 'https://cdn.example.com/diwali.jpg' } }] },
    );
    expect(parameterComponents(['header:video'], ['https://cdn.example.com/launch.mp4'])[0]).toEqual(
      { type: 'header', parameters: [{ type: 'video', video: { link: 'https://cdn.example.com/launch.mp4' } }] },
    );
    expect(parameterComponents(['header:document'], ['https://cdn.example.com/invoices/INV%2042.pdf?sig=1'])[0]).toEqual(
      { type: 'header', parameters: [{ type: 'document', document: { link: 'https://cdn.example.com/invoices/INV%2042.pdf?sig=1', filename: 'INV 42.pdf' } }] },
    );
  });
});
