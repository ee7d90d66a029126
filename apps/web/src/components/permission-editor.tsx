/**
 * A permission map as a tree of routes (contracts' SECTIONS and their menu entries), the actions per
 * resource (ACTIONS) and the events (EVENTS). Used by the role screen and the member permission
 * screen, so both edit the same shape the server checks.
 */
import { Card, Checkbox, Flex, Tree, Typography } from 'antd';
import type { DataNode } from 'antd/es/tree';
import type { RolePermissions } from '@switchboard/contracts/member-permissions';
import { ACTIONS, EVENTS } from '@switchboard/contracts/roles';
import { SECTIONS } from '@switchboard/contracts/routes';

interface PermissionEditorProps {
  value: RolePermissions;
  onChange?: (next: RolePermissions) => void;
  disabled?: boolean;
}

const menuChildren = (path: string) => (SECTIONS.find((s) => s.path === path)?.children ?? []).filter((child) => child.menu);

const TREE: DataNode[] = SECTIONS.map((section) => ({
  key: section.path,
  title: section.menuGroup,
  children: menuChildren(section.path).map((child) => ({ key: child.path, title: child.title })),
}));

/** Keys of allowed leaves (a section without entries is its own leaf). */
export function checkedKeysOf(features: RolePermissions['features']): string[] {
  return SECTIONS.flatMap((section) => {
    const node = features[section.path];
    const children = menuChildren(section.path);
    if (children.length === 0) return node?.isAllowed ? [section.path] : [];
    return children.filter((child) => node?.isAllowed && (node.children?.[child.path]?.isAllowed ?? true)).map((child) => child.path);
  });
}

/** Features from checked leaves: a section is allowed when it or any of its entries is. */
export function featuresOf(checked: readonly string[]): RolePermissions['features'] {
  const set = new Set(checked);
  return Object.fromEntries(SECTIONS.map((section) => {
    const children = Object.fromEntries(menuChildren(section.path).map((child) => [child.path, { isAllowed: set.has(child.path) }]));
    const anyChild = Object.values(children).some((child) => child.isAllowed);
    return [section.path, { isAllowed: set.has(section.path) || anyChild, children }];
  }));
}

export function PermissionEditor({ value, onChange, disabled = false }: PermissionEditorProps) {
  const checked = checkedKeysOf(value.features);
  const setAction = (resource: string, allowed: string[]) =>
    onChange?.({ ...value, actions: { ...value.actions, [resource]: Object.fromEntries(ACTIONS[resource as keyof typeof ACTIONS].map((name) => [name, allowed.includes(name)])) } });
  const allowedOf = (map: Record<string, boolean> | undefined, names: readonly string[]) => names.filter((name) => map?.[name] ?? true);
  return (
    <Flex gap={16} wrap>
      <Card size="small" title={<h3 style={{ fontSize: 14, margin: 0 }}>Routes</h3>} style={{ minWidth: 280, flex: 1 }}>
        <Tree
          checkable
          selectable={false}
          disabled={disabled}
          treeData={TREE}
          checkedKeys={checked}
          onCheck={(keys) => onChange?.({ ...value, features: featuresOf((Array.isArray(keys) ? keys : keys.checked).map(String)) })}
          aria-label="Routes"
        />
      </Card>
      <Card size="small" title={<h3 style={{ fontSize: 14, margin: 0 }}>Actions</h3>} style={{ minWidth: 280, flex: 1 }}>
        <Flex vertical gap={12}>
          {Object.entries(ACTIONS).map(([resource, names]) => (
            <div key={resource}>
              <Typography.Text strong>{resource}</Typography.Text>
              <Checkbox.Group
                disabled={disabled}
                style={{ display: 'flex', flexWrap: 'wrap', gap: 4 }}
                options={names.map((name) => ({ label: name, value: name }))}
                value={allowedOf(value.actions[resource], names)}
                onChange={(allowed) => setAction(resource, allowed.map(String))}
              />
            </div>
          ))}
        </Flex>
      </Card>
      <Card size="small" title={<h3 style={{ fontSize: 14, margin: 0 }}>Events</h3>} style={{ minWidth: 240, flex: 1 }}>
        <Checkbox.Group
          disabled={disabled}
          style={{ display: 'flex', flexDirection: 'column', gap: 4 }}
          options={EVENTS.map((name) => ({ label: name, value: name }))}
          value={allowedOf(value.events, EVENTS)}
          onChange={(allowed) => onChange?.({ ...value, events: Object.fromEntries(EVENTS.map((name) => [name, allowed.map(String).includes(name)])) })}
        />
      </Card>
    </Flex>
  );
}
