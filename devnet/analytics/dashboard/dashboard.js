// The devnet collector's dashboard: polls GET /summary and draws it. Served by the devnet only, never in the kit.
import uPlot from '/uPlot.esm.js'

const POLL_MS = 2_000
const COLORS = ['#3b6cf6', '#e8590c', '#2f9e44', '#ae3ec9', '#f59f00', '#1098ad', '#d6336c', '#5c7cfa', '#495057', '#b42318']

/** @type {uPlot | undefined} */
let chart
/** The series names the chart was built with: a new event name rebuilds it. */
let names = ''

const cell = (text, className) => {
  const td = document.createElement('td')
  td.textContent = String(text)
  if (className) td.className = className
  return td
}

const fillTable = (testId, rows) => {
  const body = document.querySelector(`[data-testid="${testId}"] tbody`)
  if (rows.length === 0) {
    const empty = cell('None yet', 'empty')
    empty.colSpan = body.parentElement.querySelectorAll('thead th').length
    const tr = document.createElement('tr')
    tr.append(empty)
    return body.replaceChildren(tr)
  }
  body.replaceChildren(
    ...rows.map(({ cells, className }) => {
      const tr = document.createElement('tr')
      if (className) tr.className = className
      tr.append(...cells)
      return tr
    }),
  )
}

function drawChart(summary) {
  const series = Object.keys(summary.perMinute).sort()
  const data = [summary.minutes, ...series.map((name) => summary.perMinute[name])]
  const key = series.join(',')
  const element = document.getElementById('chart')
  if (chart && key === names) return chart.setData(data)
  chart?.destroy()
  names = key
  chart = new uPlot(
    {
      width: Math.max(320, element.clientWidth || 800),
      height: 300,
      scales: { y: { range: (_, min, max) => [0, Math.max(1, max)] } },
      axes: [{}, { label: 'events / minute' }],
      series: [{}, ...series.map((name, i) => ({ label: name, stroke: COLORS[i % COLORS.length], width: 2, points: { show: true } }))],
    },
    data,
    element,
  )
  window.__dashboard.chart = chart
}

async function refresh() {
  const response = await fetch('/summary', { cache: 'no-store' })
  if (!response.ok) return
  const summary = await response.json()
  window.__dashboard.summary = summary
  document.getElementById('total').textContent = `${summary.total} events`
  document.getElementById('opened').textContent = String(summary.funnel.opened)
  drawChart(summary)
  fillTable(
    'funnel',
    summary.funnel.byType.map((row) => ({
      cells: [cell(row.type), cell(row.selected), cell(row.connected), cell(row.selected ? `${Math.round((row.connected / row.selected) * 100)}%` : '–')],
    })),
  )
  fillTable('errors', summary.errors.map((row) => ({ cells: [cell(row.type), cell(row.count)] })))
  fillTable(
    'recent',
    summary.recent.map((row) => ({
      className: row.type === 'error' ? 'error' : undefined,
      cells: [cell(new Date(row.receivedAt).toLocaleTimeString()), cell(row.event), cell(row.domain), cell(row.address ?? ''), cell(row.detail, 'detail')],
    })),
  )
  window.__dashboard.updates += 1
}

window.__dashboard = { chart: undefined, summary: undefined, updates: 0 }
const loop = () => refresh().catch(() => {}).finally(() => setTimeout(loop, POLL_MS))
loop()
