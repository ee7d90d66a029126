/**
 * The word cloud (issue 24, §9 at most 100 words) as a weighted list of words, drawn in HTML (echarts-wordcloud is
 * not among the console's libraries): bigger for words in more messages, coloured by §9's classes (text length modulo 9), each word a
 * button that lists the conversations where customers wrote it. The class colours are made to read as text (readableOn).
 */
import { Flex, theme } from 'antd';
import type { QueryData } from '@switchboard/contracts/analytics/query.schemas';
import type { ReportFilter } from '@switchboard/contracts/analytics/report-filter';
import { useChartTheme } from '@/features/analytics/report-kit/hooks/use-chart-theme';
import { readableOn } from '@/features/analytics/report-kit/model/readable-colour';
import { colourClassOf } from '@/features/analytics/report-kit/model/series-colours';
import { fontSize, wordBy, wordDrill } from '@/features/analytics/reports/query/query-words';
import { useDrillDown } from '@/features/analytics/reports/shared/use-drill-down';

export function WordCloud({ data, filter }: { data: QueryData; filter: ReportFilter }) {
  const { token } = theme.useToken();
  const chartTheme = useChartTheme();
  const open = useDrillDown();
  return (
    <Flex wrap gap="4px 12px" align="center" justify="center" role="list" aria-label="Words of customer messages" style={{ padding: 8 }}>
      {data.words.map((word) => (
        <span role="listitem" key={word.word}>
          <button type="button" onClick={() => open(wordDrill(word.word, data, filter), wordBy(word.word))}
            aria-label={`${word.word}: ${word.messages} messages in ${word.conversations} conversations. Show the conversations`}
            title={`${word.messages} messages, ${word.conversations} conversations`}
            style={{ background: 'none', border: 'none', padding: 0, cursor: 'pointer', lineHeight: 1.2, fontFamily: token.fontFamily,
              fontSize: fontSize(word, data.words), color: readableOn(chartTheme.classColours[colourClassOf(word.word)], chartTheme.background), overflowWrap: 'anywhere' }}>
            {word.word}
          </button>
        </span>
      ))}
    </Flex>
  );
}
