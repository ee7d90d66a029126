/** Profile sections of §3 "User profile details", each value rendered by its type (date, currency, datetime, url). */
import { Typography, theme } from 'antd';
import type { ProfileSection } from '@switchboard/contracts/live-chat/live-chat.schemas';
import { formatProfileValue, safeUrl, type ProfileValueType } from '@/lib/profile-format';

export function ProfileValue({ value, type }: { value: string; type: ProfileValueType }) {
  const href = type === 'url' ? safeUrl(value) : null;
  if (href) return <Typography.Link href={href} target="_blank" rel="noopener noreferrer" style={{ overflowWrap: 'anywhere' }}>{value}</Typography.Link>;
  return <Typography.Text style={{ overflowWrap: 'anywhere' }}>{formatProfileValue(value, type)}</Typography.Text>;
}

/** A section's items: each label above its value. */
export function ProfileItems({ data }: { data: ProfileSection['data'] }) {
  const { token } = theme.useToken();
  return (
    <dl style={{ margin: 0, display: 'grid', gap: 6 }}>
      {data.map((item) => (
        <div key={item.subTitle}>
          <dt style={{ fontSize: 12, color: token.colorTextSecondary }}>{item.subTitle}</dt>
          <dd style={{ margin: 0 }}><ProfileValue value={item.value} type={item.type} /></dd>
        </div>
      ))}
    </dl>
  );
}

export function ProfileSections({ sections, headingLevel = 3 }: { sections: ProfileSection[]; headingLevel?: 2 | 3 | 4 }) {
  return (
    <>
      {sections.map((section) => (
        <section key={section.sectionTitle} aria-label={section.sectionTitle}>
          <Typography.Title level={headingLevel} style={{ fontSize: 14, margin: '0 0 8px' }}>{section.sectionTitle}</Typography.Title>
          <ProfileItems data={section.data} />
        </section>
      ))}
    </>
  );
}
