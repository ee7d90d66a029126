/** The demo brand seeded on first start: its filters and its team (password Demo@12345 for all). */
import type { BifurcationFilter } from '@switchboard/contracts/auth/bifurcation.schemas';
import { APP_VERSION, DEFAULT_LANGUAGE, THRESHOLDS } from '@switchboard/contracts/common/constants';
import type { RoleName } from '@switchboard/contracts/roles';

export const DEMO_PASSWORD = 'Demo@12345';

export const DEMO_BRAND = {
  name: 'Demo Brand',
  version: APP_VERSION,
  allowedChannels: ['website', 'wa'],
  nlpServiceDetails: { language: DEFAULT_LANGUAGE, threshold: THRESHOLDS.intentScore },
  bifurcationFilters: [
    {
      valueKey: 'region',
      label: 'Region',
      defaultValue: 'north',
      options: [
        { value: 'north', label: 'North', meta: { timezone: 'Asia/Kolkata', currency: 'INR' } },
        { value: 'south', label: 'South', meta: { timezone: 'Asia/Kolkata', currency: 'INR' } },
        { value: 'international', label: 'International', meta: { timezone: 'UTC', currency: 'USD' } },
      ],
    },
    {
      valueKey: 'businessLine',
      label: 'Business line',
      defaultValue: 'retail',
      options: [
        { value: 'retail', label: 'Retail' },
        { value: 'enterprise', label: 'Enterprise' },
      ],
    },
  ] satisfies BifurcationFilter[],
};

export interface DemoMember {
  email: string;
  firstName: string;
  lastName: string;
  role: RoleName;
  ticketsEnabled: boolean;
}

export const DEMO_MEMBERS: readonly DemoMember[] = [
  { email: 'admin@demo.brand', firstName: 'Ada', lastName: 'Admin', role: 'Admin', ticketsEnabled: true },
  { email: 'supervisor@demo.brand', firstName: 'Sam', lastName: 'Supervisor', role: 'Supervisor', ticketsEnabled: true },
  { email: 'agent@demo.brand', firstName: 'Alice', lastName: 'Agent', role: 'Agent', ticketsEnabled: true },
  { email: 'agent2@demo.brand', firstName: 'Bob', lastName: 'Agent', role: 'Agent', ticketsEnabled: true },
  { email: 'qa@demo.brand', firstName: 'Quinn', lastName: 'Analyst', role: 'QA', ticketsEnabled: false },
  { email: 'trainer@demo.brand', firstName: 'Tara', lastName: 'Trainer', role: 'Trainer', ticketsEnabled: false },
  { email: 'manager@demo.brand', firstName: 'Maya', lastName: 'Manager', role: 'Manager', ticketsEnabled: true },
  { email: 'assistant.manager@demo.brand', firstName: 'Ash', lastName: 'Assistant', role: 'AssistantManager', ticketsEnabled: true },
  { email: 'ori.admin@demo.brand', firstName: 'Ori', lastName: 'Admin', role: 'oriAdmin', ticketsEnabled: true },
];

export const ROLE_DESCRIPTIONS: Record<RoleName, string> = {
  oriAdmin: 'Platform administrator with every permission',
  Admin: 'Brand administrator with every permission',
  Supervisor: 'Leads agents: monitors, joins and takes over chats',
  Agent: 'Handles live chats and, when enabled, tickets',
  QA: 'Reviews conversations, model accuracy and automated tests',
  Trainer: 'Builds and trains the bot',
  Manager: 'Runs the support team, reports and templates',
  AssistantManager: 'Helps run the support team',
};
