/** Device status (spec §3): width, height, orientation and screen type, kept by useScreenTracking. */
import { create } from 'zustand';
import { deviceStatus, type DeviceStatus } from '@/lib/screen/screen-type';

interface ScreenState extends DeviceStatus {
  update: (width: number, height: number) => void;
}

const initial = typeof window === 'undefined' ? deviceStatus(1280, 800) : deviceStatus(window.innerWidth, window.innerHeight);

export const useScreenStore = create<ScreenState>()((set) => ({
  ...initial,
  update: (width, height) => set(deviceStatus(width, height)),
}));
