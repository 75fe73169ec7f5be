import type { FormDesign } from '../../schema/types';
import { embedJson } from './json';

/** A Vue 2 single-file component rendering the design with k-form-build (k-form-design's renderer). */
export function generateVue(design: FormDesign): string {
  return `<template>
  <div>
    <k-form-build ref="kfb" :value="jsonData" @submit="handleSubmit" />
    <button type="button" @click="getData">提交</button>
  </div>
</template>

<script>
export default {
  name: 'Demo',
  data() {
    return {
      jsonData: ${embedJson(design)}
    };
  },
  methods: {
    handleSubmit(getData) {
      getData()
        .then((values) => alert(JSON.stringify(values)))
        .catch(() => console.log('校验失败'));
    },
    getData() {
      this.$refs.kfb
        .getData()
        .then((values) => alert(JSON.stringify(values)))
        .catch(() => console.log('校验失败'));
    }
  }
};
</script>
`;
}
