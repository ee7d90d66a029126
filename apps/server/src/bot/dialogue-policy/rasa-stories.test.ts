/**
 * Rasa Markdown stories as the policy's stories: customer turns with their entities, actions, checkpoints and slot
 * events in order, waiting for the customer after each run of actions (an explicit action_listen adds nothing), the
 * domain the stories imply, and a line it cannot read refused with its number.
 */
import { describe, expect, it } from 'vitest';
import { examplesOf, LISTEN_ACTION } from './dialogue-state';
import { flowsOf } from './flows';
import { parseRasaStories, rasaDomainOf } from './rasa-stories';

// The second story of bench/fixtures/babi-restaurant/babi_stories.md, cut short, and two written for this test.
const SNIPPET = `## story_03812903
* greet
 - utter_ask_howcanhelp
* inform{"location": "paris", "people": "six", "price": "cheap"}
 - utter_on_it
 - utter_ask_cuisine
* inform{"cuisine": "indian"}
 - utter_ack_dosearch
 - action_search_restaurants
* thankyou
 - utter_ask_helpmore

<!-- a comment -->
## search found nothing
* inform{"cuisine": "french"}
 - action_search_restaurants
 - slot{"matches": "none"}
 - action_listen
> no_match

## after no match
> no_match
* deny
 - utter_ack_findalternatives
`;

describe('Rasa stories', () => {
  const stories = parseRasaStories(SNIPPET);

  it('reads each story as customer turns with their entities, actions, checkpoints and slot events', () => {
    expect(stories.map((story) => story.name)).toEqual(['story_03812903', 'search found nothing', 'after no match']);
    const steps = stories.map((story) => story.boxes.map((box) => {
      if (box.kind === 'customer') return `${box.intent}${box.entities?.length ? ` ${box.entities.map((e) => `${e.entity}=${e.value}`).join(',')}` : ''}`;
      if (box.kind === 'action') return `!${box.actionId}${box.slots?.length ? ` ${box.slots.map((s) => `${s.slot}=${s.value}`).join(',')}` : ''}`;
      return `>${box.name}`;
    }));
    expect(steps).toEqual([
      ['greet', '!utter_ask_howcanhelp', 'inform location=paris,people=six,price=cheap', '!utter_on_it', '!utter_ask_cuisine',
        'inform cuisine=indian', '!utter_ack_dosearch', '!action_search_restaurants', 'thankyou', '!utter_ask_helpmore'],
      ['inform cuisine=french', '!action_search_restaurants matches=none', '>no_match'],
      ['>no_match', 'deny', '!utter_ack_findalternatives'],
    ]);
  });

  it('builds the domain the stories use: intents, entities as slots, and the actions', () => {
    const { domain, intents, entities } = rasaDomainOf(stories);
    expect(intents).toEqual(['greet', 'inform', 'thankyou', 'deny']);
    expect(entities).toEqual(['location', 'people', 'price', 'cuisine']);
    expect(domain.slots).toEqual([
      { name: 'location', type: 'text', fromEntity: 'location' },
      { name: 'people', type: 'text', fromEntity: 'people' },
      { name: 'price', type: 'text', fromEntity: 'price' },
      { name: 'cuisine', type: 'text', fromEntity: 'cuisine' },
      { name: 'matches', type: 'text' },
    ]);
    expect(domain.actions.map((action) => action.id)).toEqual(['utter_ask_howcanhelp', 'utter_on_it', 'utter_ask_cuisine', 'utter_ack_dosearch',
      'action_search_restaurants', 'utter_ask_helpmore', 'utter_ack_findalternatives']);
  });

  it('makes examples that wait for the customer after each run of actions, with the slots the entities filled', () => {
    const { domain } = rasaDomainOf(stories);
    const flows = flowsOf(stories);
    expect(flows.map((flow) => flow.storyName)).toEqual(['story_03812903', 'after no match']);
    const first = examplesOf(domain, flows[0]!, 5);
    expect(first.map((example) => example.action)).toEqual(['utter_ask_howcanhelp', LISTEN_ACTION, 'utter_on_it', 'utter_ask_cuisine', LISTEN_ACTION,
      'utter_ack_dosearch', 'action_search_restaurants', LISTEN_ACTION, 'utter_ask_helpmore', LISTEN_ACTION]);
    expect(Object.fromEntries(first[2]!.state.slots)).toEqual({ location: 'paris', people: 'six', price: 'cheap' });
    // Joined at the checkpoint, the explicit action_listen gives no step of its own.
    const joined = examplesOf(domain, flows[1]!, 5);
    expect(joined.map((example) => example.action)).toEqual(['action_search_restaurants', LISTEN_ACTION, 'utter_ack_findalternatives', LISTEN_ACTION]);
    expect(Object.fromEntries(joined[2]!.state.slots)).toEqual({ cuisine: 'french', matches: 'none' });
  });

  it('refuses a line it cannot read, naming it, rather than reading half a corpus', () => {
    expect(() => parseRasaStories('## one\n* greet OR affirm\n - utter_greet')).toThrow('Line 2: "* greet OR affirm"');
    expect(() => parseRasaStories('* greet\n - utter_greet')).toThrow('Line 1: "* greet" comes before any story');
    expect(() => parseRasaStories('## one\n* inform{"cuisine": }')).toThrow('Line 2: {"cuisine": } is not a JSON object');
    expect(() => parseRasaStories('## one\n* greet\n - slot{"matches": "none"}')).toThrow('Line 3: a slot event must follow an action');
    expect(() => parseRasaStories('## empty\n\n## two\n* greet')).toThrow('Story "empty" has no steps');
  });
});
