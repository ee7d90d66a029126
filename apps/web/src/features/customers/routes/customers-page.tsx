/** /users: the brand's customers (§2). */
import { Flex, Typography } from 'antd';
import { CustomerTable } from '@/features/customers/components/customer-table';

export default function CustomersPage() {
  return (
    <Flex vertical gap={16}>
      <Typography.Title level={1} style={{ fontSize: 24, margin: 0 }}>Customers</Typography.Title>
      <CustomerTable />
    </Flex>
  );
}
