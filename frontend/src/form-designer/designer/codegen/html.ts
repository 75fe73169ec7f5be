import type { FormDesign } from '../../schema/types';
import { embedJson } from './json';

const KFD = 'https://unpkg.com/k-form-design@3/lib';
const VUE = 'https://unpkg.com/vue@2.6.14/dist/vue.min.js';

/** A standalone page: Vue 2 + k-form-design from a CDN, the design embedded as a script variable. */
export function generateHtml(design: FormDesign): string {
  return `<!DOCTYPE html>
<html lang="zh-CN">
<head>
  <meta charset="UTF-8">
  <meta name="viewport" content="width=device-width, initial-scale=1.0">
  <title>表单设计器</title>
  <link rel="stylesheet" href="${KFD}/k-form-design.css">
</head>
<body>
  <div id="app">
    <k-form-build ref="kfb" :value="jsonData" @submit="handleSubmit"></k-form-build>
    <button type="button" @click="getData">提交</button>
  </div>
  <script src="${VUE}"></script>
  <script src="${KFD}/k-form-design.umd.min.js"></script>
  <script>
    var plugin = window['k-form-design'];
    if (plugin) Vue.use(plugin.default || plugin);
    var jsonData = ${embedJson(design)};
    new Vue({
      el: '#app',
      data: { jsonData: jsonData },
      methods: {
        handleSubmit: function (getData) {
          getData()
            .then(function (values) { alert(JSON.stringify(values)); })
            .catch(function () { console.log('校验失败'); });
        },
        getData: function () {
          this.$refs.kfb
            .getData()
            .then(function (values) { alert(JSON.stringify(values)); })
            .catch(function () { console.log('校验失败'); });
        }
      }
    });
  </script>
</body>
</html>
`;
}
