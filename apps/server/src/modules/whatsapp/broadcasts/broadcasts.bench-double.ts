/**
 * The Graph API double of bench/whatsapp, in a process of its own so that its receipt times are not delayed by
 * the server's event loop. Prints {graphUrl} once listening; reads commands on stdin: `webhook <url>` (post each
 * message's `sent` status there, as Meta does) and `report` (prints the receipt figures as JSON and exits).
 */
import { createInterface } from 'node:readline';
import { GraphDouble } from '@/testing/whatsapp-graph-double';
import { BENCH_WA } from './broadcasts.bench-settings';
import { maxInWindow } from './window-count';

const double = await new GraphDouble(BENCH_WA).start();
// The bench broadcast's template (the worker holds it approved in the console too).
double.approve('bench_offer', 'en');
console.log(JSON.stringify({ graphUrl: double.graphUrl }));
for await (const line of createInterface({ input: process.stdin })) {
  const [command, argument] = line.trim().split(' ');
  // BENCH_WA_STATUSES=false: no status webhooks (to see what they cost).
  if (command === 'webhook' && process.env.BENCH_WA_STATUSES !== 'false') double.statusWebhookUrl = argument;
  if (command === 'report') {
    await double.statusesPosted();
    const times = double.sent.map((message) => message.at);
    const numbers = new Set(double.sent.map((message) => message.body.to));
    console.log(JSON.stringify({
      received: double.sent.length, duplicates: double.sent.length - numbers.size, refused: double.refused.length,
      first: Math.min(...times), last: Math.max(...times), maxInWindow: maxInWindow(times),
      statusAnswers: double.statusPosts.filter((post) => post.answer !== 200).length,
      statusCodes: [...new Set(double.statusPosts.map((post) => post.answer))],
    }));
    await double.close();
    process.exit(0);
  }
}
