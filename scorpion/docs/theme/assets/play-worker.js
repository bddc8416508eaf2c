// The play page's engine, in a Web Worker so the page stays responsive while it loads or
// while the solver searches. It loads Pyodide and this project's wheel from the built site
// (scorpion.docs.play_assets puts them there: no other server is asked), then hands each
// request of the page to the Python bridge (scorpion.games.scorpion.play) and posts back
// its answer. No rule is here: the engine answers everything.
let handle = null;

async function load(engine) {
  const { loadPyodide } = await import(engine + "pyodide/pyodide.mjs");
  const pyodide = await loadPyodide({ indexURL: engine + "pyodide/" });
  const manifest = await (await fetch(engine + "manifest.json")).json();
  const sitePackages = pyodide.runPython("import sysconfig; sysconfig.get_paths()['purelib']");
  for (const archive of manifest.archives) {
    const response = await fetch(engine + archive);
    if (!response.ok) throw new Error(archive + ": " + response.status);
    pyodide.unpackArchive(await response.arrayBuffer(), "zip", { extractDir: sitePackages });
  }
  handle = pyodide.pyimport("scorpion.games.scorpion.play").handle;
}

self.onmessage = async (event) => {
  const { id, kind, engine, request } = event.data;
  try {
    if (kind === "load") {
      await load(engine);
      self.postMessage({ id, answer: null });
    } else {
      self.postMessage({ id, answer: JSON.parse(handle(JSON.stringify(request))) });
    }
  } catch (error) {
    self.postMessage({ id, failure: String(error && error.message ? error.message : error) });
  }
};
