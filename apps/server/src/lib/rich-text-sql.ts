/**
 * The plain text of a message content (jsonb) in SQL, for list previews: rich text (format 'html')
 * loses its tags (paragraph and line ends become spaces) and its few entities; plain text is as stored.
 */
import { sql, type SQL } from 'drizzle-orm';

export function plainTextSql(content: SQL): SQL {
  const text = sql`(${content}->>'text')`;
  const tagsToSpaces = sql`regexp_replace(regexp_replace(${text}, '<(br\\s*/?|/p|/li)>', ' ', 'gi'), '<[^>]*>', '', 'g')`;
  const decoded = sql`replace(replace(replace(replace(replace(${tagsToSpaces}, '&lt;', '<'), '&gt;', '>'), '&quot;', '"'), '&nbsp;', ' '), '&amp;', '&')`;
  return sql`(case when ${content}->>'format' = 'html' then trim(${decoded}) else ${text} end)`;
}
