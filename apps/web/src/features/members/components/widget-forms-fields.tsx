/** The widget's pre-chat form and satisfaction survey modes (issue 21 points 2 and 3) on the configuration screen. */
import { Form, Radio, Typography } from 'antd';
import {
  PRE_CHAT_FORM_LABELS, PRE_CHAT_FORM_MODES, SATISFACTION_SURVEY_LABELS, SATISFACTION_SURVEY_MODES,
} from '@switchboard/contracts/live-chat/widget-forms.rules';

const formOptions = PRE_CHAT_FORM_MODES.map((value) => ({ value, label: PRE_CHAT_FORM_LABELS[value] }));
const surveyOptions = SATISFACTION_SURVEY_MODES.map((value) => ({ value, label: SATISFACTION_SURVEY_LABELS[value] }));

export function WidgetFormsFields() {
  return (
    <section aria-labelledby="widget-forms-title">
      <Typography.Title level={2} id="widget-forms-title" style={{ fontSize: 16, margin: '0 0 12px' }}>Website widget</Typography.Title>
      <Form.Item label="Pre-chat form" name="preChatForm" extra="Asks new customers for their name and e-mail address before the chat starts. An e-mail address a customer already gave links the chat to that customer.">
        <Radio.Group options={formOptions} optionType="button" />
      </Form.Item>
      <Form.Item label="Satisfaction survey" name="satisfactionSurvey" extra="Asked in the widget once a chat is resolved, with an optional comment.">
        <Radio.Group options={surveyOptions} optionType="button" />
      </Form.Item>
    </section>
  );
}
