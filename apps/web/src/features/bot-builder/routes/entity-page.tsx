import { Alert, Breadcrumb, Card, Descriptions, Flex, Spin, Typography } from 'antd';
import { Link, useNavigate, useParams } from 'react-router';
import { useEntity } from '@/features/bot-builder/api/entities';
import { EntityForm } from '@/features/bot-builder/components/entity-form';
import { entityPath, NEW_ENTITY, parseEntityRef } from '@/features/bot-builder/model/entity-ref';

/** /botbuilder/entities/id={entityId}?&type={entityType}: one entity (system ones are read-only). */
export default function EntityPage() {
  const { id, type } = parseEntityRef(useParams().entityRef ?? '');
  const navigate = useNavigate();
  const creating = id === NEW_ENTITY;
  const entity = useEntity(creating ? null : id);
  const back = <Link to="/botbuilder/entities">Back to entities</Link>;
  if (!creating && entity.isLoading) return <Spin aria-label="Loading the entity" />;
  if (!creating && (entity.isError || !entity.data)) return <Alert type="error" showIcon title="This entity could not be loaded." description={back} />;
  const current = creating ? null : entity.data ?? null;
  const kind = current?.type ?? type ?? 'list';
  return (
    <Flex vertical gap={16}>
      <Breadcrumb items={[{ title: <Link to="/botbuilder/entities">Entities</Link> }, { title: current?.name ?? 'New entity' }]} />
      <Typography.Title level={1} style={{ fontSize: 24, margin: 0 }}>{current?.name ?? `New ${kind} entity`}</Typography.Title>
      <Card>
        {kind === 'system' || (current && !current.editable) ? (
          <Descriptions column={1} items={[
            { key: 'type', label: 'Type', children: 'System (built in)' },
            { key: 'what', label: 'Finds', children: 'Numbers, e-mail addresses, dates and phone numbers in customer messages; cannot be changed.' },
          ]} />
        ) : (
          <EntityForm entity={current} type={kind === 'regex' ? 'regex' : 'list'}
            onSaved={(saved) => creating && void navigate(entityPath(saved.entityID, saved.type), { replace: true })} />
        )}
      </Card>
    </Flex>
  );
}
