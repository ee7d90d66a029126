import { Flex, Typography } from 'antd';
import type { ProfileSection } from '@switchboard/contracts/live-chat/live-chat.schemas';
import { profileText, safeHref } from '@/lib/profile-value';

/** The customer's profile sections (changedUserProfileDetails.userProfileDetails), values by type. */
export function ProfileSections({ sections }: { sections: ProfileSection[] }) {
  return (
    <Flex vertical gap={16} role="complementary" aria-label="Customer profile">
      {sections.map((section) => (
        <section key={section.sectionTitle} aria-label={section.sectionTitle}>
          <Typography.Title level={3} style={{ fontSize: 14, margin: '0 0 8px' }}>{section.sectionTitle}</Typography.Title>
          <dl style={{ margin: 0, display: 'grid', gap: 6 }}>
            {section.data.map((item) => {
              const href = item.type === 'url' ? safeHref(item.value) : null;
              return (
                <div key={item.subTitle}>
                  <dt><Typography.Text type="secondary" style={{ fontSize: 12 }}>{item.subTitle}</Typography.Text></dt>
                  <dd style={{ margin: 0 }}>
                    {href ? <Typography.Link href={href} target="_blank" rel="noopener noreferrer">{item.value}</Typography.Link>
                      : <Typography.Text style={{ overflowWrap: 'anywhere' }}>{profileText(item.value, item.type) || '—'}</Typography.Text>}
                  </dd>
                </div>
              );
            })}
          </dl>
        </section>
      ))}
    </Flex>
  );
}
