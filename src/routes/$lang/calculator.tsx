import { createFileRoute } from '@tanstack/react-router'
import { pageHead } from '../../i18n/head'
import { CalculatorPage } from '../../features/calculator/calculator-page'
import { validateCalculatorSearch } from '../../features/calculator/search'
import { CalculatorBelowFold } from '../../features/calculator/calculator-sections'

export const Route = createFileRoute('/$lang/calculator')({
  validateSearch: validateCalculatorSearch,
  loader: () => CalculatorBelowFold.preload(),
  head: pageHead,
  component: CalculatorPage,
})
