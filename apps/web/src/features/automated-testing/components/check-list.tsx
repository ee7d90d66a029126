/**
 * A turn's checks side by side: the expectation, what was expected, what happened. A check that failed is marked
 * (colour, icon and the word "Differs") and its texts show where they differ: words only expected struck through,
 * words only in the answer underlined.
 */
import { CheckCircleFilled, CloseCircleFilled } from '@ant-design/icons';
import { Flex, Typography, theme } from 'antd';
import type { ReactNode } from 'react';
import type { StoredCheck } from '@switchboard/contracts/automated-testing/test-results.schemas';
import { wordDiff, type DiffPart } from '@/features/automated-testing/model/word-diff';

/** expected / actual: absent for a check of a passed turn of a run (runs keep only what differs). */
export interface ShownCheck { check: StoredCheck; label: string; expected: string | undefined; actual: string | undefined }

const NONE = '(none)';

function DiffText({ parts }: { parts: DiffPart[] }) {
  const { token } = theme.useToken();
  return (
    <>
      {parts.map((part, i) => {
        if (part.change === 'removed') return <del key={i} style={{ background: token.colorErrorBorder, color: token.colorText }}>{part.text}</del>;
        if (part.change === 'added') return <ins key={i} style={{ background: token.colorWarningBorder, color: token.colorText }}>{part.text}</ins>;
        return <span key={i}>{part.text}</span>;
      })}
    </>
  );
}

function Value({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div style={{ minWidth: 0 }}>
      <Typography.Text type="secondary" style={{ fontSize: 12, display: 'block' }}>{label}</Typography.Text>
      <Typography.Text style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{children}</Typography.Text>
    </div>
  );
}

export function CheckList({ checks, turn }: { checks: ShownCheck[]; turn: number }) {
  const { token } = theme.useToken();
  if (checks.length === 0) return <Typography.Text type="secondary">Nothing checked in this turn: any answer passes.</Typography.Text>;
  return (
    <ul aria-label={`Checks of turn ${turn}`} style={{ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: 6 }}>
      {checks.map(({ check, label, expected, actual }) => {
        const diff = !check.passed && expected !== undefined && actual !== undefined && expected !== NONE && actual !== NONE ? wordDiff(expected, actual) : null;
        return (
          <li key={check.path} aria-label={`${label}: ${check.passed ? 'matches' : 'differs'}`} style={{
            padding: '6px 10px', borderRadius: token.borderRadius, borderInlineStart: `3px solid ${check.passed ? token.colorSuccess : token.colorError}`,
            background: check.passed ? token.colorFillQuaternary : token.colorErrorBg,
          }}>
            <Flex gap={6} align="center">
              {check.passed ? <CheckCircleFilled style={{ color: token.colorSuccess }} /> : <CloseCircleFilled style={{ color: token.colorError }} />}
              <Typography.Text strong>{label}</Typography.Text>
              <Typography.Text type="secondary" style={{ fontSize: 12 }}>{check.passed ? 'Matches' : 'Differs'}</Typography.Text>
            </Flex>
            {expected !== undefined && actual !== undefined && (
              <div style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(180px, 1fr))', gap: 8, marginTop: 4 }}>
                <Value label="Expected">{diff ? <DiffText parts={diff.expected} /> : expected}</Value>
                <Value label="Actual">{diff ? <DiffText parts={diff.actual} /> : actual}</Value>
              </div>
            )}
          </li>
        );
      })}
    </ul>
  );
}
