import { describe, expect, it } from 'vitest';
import { asksForPerson } from './person-request';

describe('asksForPerson', () => {
  it.each([
    'talk to an agent', 'I want to talk to a human please', 'Agent!', 'human please', 'a real person', 'can I speak with someone?',
    'connect me to support', 'put me through to a person', 'I need a real person', 'get me an agent', 'customer care',
    'Could I chat with a representative', 'I don’t want to talk to a bot', 'no bot', 'live agent please', 'speak to customer service',
    'I want to talk to a human please, my order is ORD-12345',
  ])('"%s" asks for a person', (text) => {
    expect(asksForPerson(text)).toBe(true);
  });

  it.each([
    'ORD-12345', 'where is my order', 'hello', 'I lost it', 'the blue box', 'my agent code is 42', "I don't need an agent",
    'no need to talk to a person', 'I have not received my robot vacuum', 'the person at the door signed for it', 'thanks', '',
  ])('"%s" does not', (text) => {
    expect(asksForPerson(text)).toBe(false);
  });
});
