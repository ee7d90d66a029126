import { Tag } from 'antd';
import type { TicketPriority, TicketStatus } from '@switchboard/contracts/tickets/tickets.schemas';
import { PRIORITY_COLORS, PRIORITY_LABELS, STATUS_COLORS, STATUS_LABELS } from '@/features/tickets/model/ticket-labels';

export const PriorityTag = ({ priority }: { priority: TicketPriority }) => <Tag color={PRIORITY_COLORS[priority]}>{PRIORITY_LABELS[priority]}</Tag>;
export const StatusTag = ({ status }: { status: TicketStatus }) => <Tag color={STATUS_COLORS[status]}>{STATUS_LABELS[status]}</Tag>;
