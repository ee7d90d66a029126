import {
  ApartmentOutlined, BarChartOutlined, BugOutlined, CodeOutlined, CustomerServiceOutlined, DashboardOutlined,
  ExperimentOutlined, FileSearchOutlined, HistoryOutlined, MessageOutlined, RobotOutlined, SettingOutlined,
  TeamOutlined, UserOutlined, WhatsAppOutlined,
} from '@ant-design/icons';
import type { ReactNode } from 'react';

/** One icon per side-menu group (spec §2 menu groups). */
export const MENU_ICONS: Readonly<Record<string, ReactNode>> = {
  '/': <DashboardOutlined />,
  '/analytics': <BarChartOutlined />,
  '/chats': <MessageOutlined />,
  '/history': <HistoryOutlined />,
  '/tickethistory': <FileSearchOutlined />,
  '/modelmanagement': <ExperimentOutlined />,
  '/botbuilder': <RobotOutlined />,
  '/tickets': <CustomerServiceOutlined />,
  '/users': <UserOutlined />,
  '/members': <TeamOutlined />,
  '/console': <CodeOutlined />,
  '/automatedtesting': <BugOutlined />,
  '/dms': <ApartmentOutlined />,
  '/whatsapp_template': <WhatsAppOutlined />,
  '/settings': <SettingOutlined />,
};
