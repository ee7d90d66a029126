import { Card, Flex, Typography } from 'antd';
import { useMemo } from 'react';
import { AlertSettings } from '@/features/settings/components/alert-settings';
import { ChangePasswordForm } from '@/features/settings/components/change-password-form';
import { TimeZonePreference } from '@/features/settings/components/time-zone-preference';
import { ProfileNamesForm } from '@/features/settings/components/profile-names-form';
import { useSession } from '@/lib/session/session-store';

/** /settings/profile: the signed-in user's names, time zone, password and alert preferences. */
export default function ProfilePage() {
  const user = useSession()?.user_info;
  const firstName = user?.firstName ?? '';
  const lastName = user?.lastName ?? '';
  const initial = useMemo(() => ({ firstName, lastName }), [firstName, lastName]);
  if (!user) return null;
  return (
    <Flex vertical gap={24}>
      <Typography.Title level={1} style={{ fontSize: 24, margin: 0 }}>Profile</Typography.Title>
      <Card title={<h2 style={{ fontSize: 16, margin: 0 }}>Personal details</h2>}>
        <ProfileNamesForm initial={initial} email={user.email} />
      </Card>
      <Card title={<h2 style={{ fontSize: 16, margin: 0 }}>Dates and times</h2>}>
        <TimeZonePreference />
      </Card>
      <Card title={<h2 style={{ fontSize: 16, margin: 0 }}>Password</h2>}>
        <ChangePasswordForm />
      </Card>
      <Card title={<h2 style={{ fontSize: 16, margin: 0 }}>Alerts</h2>}>
        <AlertSettings />
      </Card>
    </Flex>
  );
}
