"""Win-rate statistics: consecutive seeded deals solved, one result row per deal, on this
machine (processes) or on a Dask cluster, with Wilson intervals."""
