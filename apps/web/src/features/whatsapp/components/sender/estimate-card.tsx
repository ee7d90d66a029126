/**
 * Step 5: what the broadcast will take before it is sent: the time at the number's rate and 24-hour limit, and the
 * cost at the configured price per message (or that no price is configured: none is made up).
 */
import { Alert, Flex, Typography } from 'antd';
import { estimateBroadcast, type BroadcastSettings } from '@switchboard/contracts/whatsapp/whatsapp.broadcast-sender';
import { TEMPLATE_CATEGORY_LABELS, type TemplateCategory } from '@switchboard/contracts/whatsapp/whatsapp.templates';
import { durationText } from '@/features/whatsapp/model/schedule';

const n = (value: number) => value.toLocaleString('en-IN');
export const money = (amount: number, currency: string, digits = 2) =>
  new Intl.NumberFormat('en-IN', { style: 'currency', currency, minimumFractionDigits: 2, maximumFractionDigits: digits }).format(amount);

export function estimateText(recipients: number, settings: BroadcastSettings, category: TemplateCategory) {
  const estimate = estimateBroadcast(recipients, settings, category);
  const price = settings.prices[category];
  return {
    estimate,
    time: `${durationText(estimate.seconds)} at ${n(settings.perSecond)} messages a second`,
    cost: estimate.cost === null || price === null ? null
      : `up to ${money(estimate.cost, settings.currency)} (${n(recipients)} × ${money(price, settings.currency, 4)} per ${TEMPLATE_CATEGORY_LABELS[category].toLowerCase()} message)`,
  };
}

interface Props { recipients: number; settings: BroadcastSettings | undefined; failed: boolean; category: TemplateCategory }

export function EstimateCard({ recipients, settings, failed, category }: Props) {
  if (!settings) return failed ? <Alert type="warning" showIcon title="The sending limits could not be loaded: no estimate." /> : <Typography.Text type="secondary">Loading the sending limits…</Typography.Text>;
  const { estimate, time, cost } = estimateText(recipients, settings, category);
  return (
    <Flex vertical gap={8} role="region" aria-label="Estimate">
      <Typography.Text><strong>{n(recipients)}</strong> recipient{recipients === 1 ? '' : 's'}</Typography.Text>
      <Typography.Text>Time: {time}.</Typography.Text>
      <Typography.Text type="secondary">
        {`The number may reach ${n(settings.dailyTier)} customers in 24 hours; ${n(settings.usedLast24h)} had a broadcast message in the last 24 hours.`}
        {estimate.waits > 0 && ` The limit is reached ${estimate.waits === 1 ? 'once' : `${estimate.waits} times`}: the rest waits for the 24-hour window to move on.`}
      </Typography.Text>
      {cost ? <Typography.Text>Cost: {cost}. WhatsApp charges delivered messages.</Typography.Text> : <Alert type="info" showIcon title={estimate.priceMissing} />}
    </Flex>
  );
}
