import { Button, Flex, Typography } from 'antd';
import { useNavigate } from 'react-router';
import { EntityList } from '@/features/bot-builder/components/entity-list';
import { entityPath, NEW_ENTITY } from '@/features/bot-builder/model/entity-ref';

/** /botbuilder/entities: list, regex and system entities. */
export default function EntitiesPage() {
  const navigate = useNavigate();
  return (
    <Flex vertical gap={16}>
      <Typography.Title level={1} style={{ fontSize: 24, margin: 0 }}>Entities</Typography.Title>
      <Flex gap={8}>
        <Button type="primary" onClick={() => void navigate(entityPath(NEW_ENTITY, 'list'))}>New list entity</Button>
        <Button onClick={() => void navigate(entityPath(NEW_ENTITY, 'regex'))}>New regex entity</Button>
      </Flex>
      <EntityList />
    </Flex>
  );
}
