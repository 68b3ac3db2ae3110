// Keydom's bot worker (a module worker). The page sends the app's own compiled wasm module and
// the URL of its JS glue; starting the module runs its main(), which finds no window, answers
// bot requests from then on and says "ready" (src/ui/table/thinker.rs). Any other text is why
// it could not start.
self.onmessage = async ({ data }) => {
  self.onmessage = null;
  try {
    const glue = await import(data.glue);
    await glue.default({ module_or_path: data.module });
  } catch (e) {
    self.postMessage(`the worker could not start the app: ${e}`);
  }
};
