/**
 * The moddle extension `wf`: JSON bodies kept in `<bpmn:extensionElements>` — `<wf:nodeConfig>` on a user
 * task (assignees, 会签, buttons, field permissions, 抄送) and `<wf:processConfig>` on the process (form,
 * title template). The server reads the same elements at deploy.
 */
export const WF_URI = 'http://sitesafe.cn/schema/bpmn/wf';

export const wfModdle = {
  name: 'Workflow',
  prefix: 'wf',
  uri: WF_URI,
  xml: { tagAlias: 'lowerCase' },
  associations: [],
  types: [
    { name: 'NodeConfig', superClass: ['Element'], properties: [{ name: 'body', isBody: true, type: 'String' }] },
    { name: 'ProcessConfig', superClass: ['Element'], properties: [{ name: 'body', isBody: true, type: 'String' }] },
  ],
  enumerations: [],
};
