/** "Try a question": answered from the draft FAQs and documents directly (no training), with its sources. */
import { Alert, Button, Card, Empty, Flex, Input, Tag, Typography } from 'antd';
import { useState } from 'react';
import type { TryFaqData } from '@switchboard/contracts/bot-builder/faq.schemas';
import { PlainList } from '@/components/plain-list';
import { useTryFaq } from '@/features/bot-builder/api/generative-faqs';

const pct = (score: number) => `${Math.round(score * 100)}%`;

export function TryFaqBox() {
  const tryFaq = useTryFaq();
  const [text, setText] = useState('');
  const [result, setResult] = useState<{ question: string; data: TryFaqData } | null>(null);
  const send = () => {
    const question = text.trim();
    if (question) tryFaq.mutate(question, { onSuccess: (data) => setResult({ question, data }) });
  };
  return (
    <Card title={<h2 style={{ fontSize: 16, margin: 0 }}>Try a question</h2>}>
      <Flex vertical gap={12}>
        <Flex gap={8}>
          <Input aria-label="Question to try" placeholder="Type a customer question" value={text} maxLength={500}
            onChange={(event) => setText(event.target.value)} onPressEnter={send} />
          <Button type="primary" onClick={send} loading={tryFaq.isPending} disabled={!text.trim()}>Ask</Button>
        </Flex>
        {!result ? <Empty description="Answers from the draft FAQs and documents appear here" /> : (
          <Flex vertical gap={8} data-testid="faq-answer">
            <Typography.Text strong>{result.question}</Typography.Text>
            {result.data.answer ? (
              <>
                <Typography.Paragraph style={{ whiteSpace: 'pre-wrap', margin: 0 }}>{result.data.answer.text}</Typography.Paragraph>
                <span>
                  <Tag color="purple">{result.data.answer.kind === 'faq' ? 'FAQ' : result.data.generated ? 'generated' : 'passage'}</Tag>
                  Source: <Typography.Text strong>{result.data.answer.source}</Typography.Text> · score {pct(result.data.answer.score)}
                </span>
              </>
            ) : <Alert type="info" showIcon title={`Nothing scored above the threshold (${pct(result.data.threshold)}): the bot would use its fallback.`} />}
            {result.data.generationError && (
              <Alert type="warning" showIcon title={`The language model was not used (${result.data.generationError}); the best passage is answered instead.`} />
            )}
            {result.data.sources.length > 0 && (
              <PlainList size="small" header="Sources" items={result.data.sources} itemKey={(source) => `${source.title}-${source.text.slice(0, 40)}`} renderItem={(source) => (
                <Flex vertical gap={2}>
                  <Typography.Text strong>{source.title} <Typography.Text type="secondary">({pct(source.score)})</Typography.Text></Typography.Text>
                  <Typography.Text type="secondary" style={{ whiteSpace: 'pre-wrap' }}>{source.text}</Typography.Text>
                </Flex>
              )} />
            )}
          </Flex>
        )}
      </Flex>
    </Card>
  );
}
