/** Driving the /dms screens' controls in jsdom: a field by its label, an antd Select's option, a chosen file. */
export { button, click, text } from '@/test-support/dom-actions';
export { chooseFile, pick, type } from '@/test-support/dom-forms';
