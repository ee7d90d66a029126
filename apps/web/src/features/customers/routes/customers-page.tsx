/** /users: the brand's customers (§2). */
import { CustomerTable } from '@/features/customers/components/customer-table';

export default function CustomersPage() {
  return <CustomerTable />;
}
