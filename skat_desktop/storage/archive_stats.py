"""The statistics window's figures per player as SQL queries over the archive's deals.

The same figures as ``stats.player_statistics`` counts from summaries (a test holds them
equal): series in order of finish, players in order of first appearance.
"""

from __future__ import annotations

import sqlite3

from skat_desktop.storage.stats import PlayerStats, Tally


def query_statistics(db: sqlite3.Connection) -> dict[str, PlayerStats]:
    result: dict[str, PlayerStats] = {}
    # Order of first appearance: series by finish, then their players, then deal names.
    ordered = db.execute(
        """
        SELECT name FROM (
            SELECT s.summary_finished_at AS f, s.summary_id AS i, 0 AS part, p.seat AS a,
                   0 AS b, p.name AS name
            FROM players p JOIN series s ON s.id = p.series_id
            UNION ALL
            SELECT s.summary_finished_at, s.summary_id, 1, t.number, t.seat, t.name
            FROM seats t JOIN series s ON s.id = t.series_id
        ) ORDER BY f, i, part, a, b
        """
    )
    for (name,) in ordered:
        result.setdefault(name, PlayerStats(name))
    for name, series_played in db.execute(
        "SELECT name, count(*) FROM players GROUP BY name"
    ).fetchall():
        result[name].series_played = series_played
    for name, played, entered, won_auctions in db.execute(
        """
        SELECT t.name, sum(t.position NOT IN ('dealer', 'out')), sum(t.highest_bid > 0),
               sum(t.highest_bid > 0 AND d.game AND d.declarer = t.seat)
        FROM seats t JOIN deals d USING (series_id, number) GROUP BY t.name
        """
    ):
        stats = result[name]
        stats.deals_played, stats.auctions_entered, stats.auctions_won = (
            played,
            entered,
            won_auctions,
        )
    for name, kind, hand, ouvert, won, count, value in db.execute(
        """
        SELECT t.name, d.kind, d.hand, d.ouvert, d.won, count(*), sum(d.value)
        FROM deals d JOIN seats t
             ON t.series_id = d.series_id AND t.number = d.number AND t.seat = d.declarer
        WHERE d.counted GROUP BY t.name, d.kind, d.hand, d.ouvert, d.won
        """
    ):
        stats = result[name]
        tallies: list[Tally] = [stats.declarer, stats.by_kind[kind]]
        if hand:
            tallies.append(stats.by_kind["hand"])
        if ouvert:
            tallies.append(stats.by_kind["ouvert"])
        for tally in tallies:
            if won:
                tally.won += count
            else:
                tally.lost += count
        stats.total_game_value += value
    # Duplicate series: each hand's luck and skill, as the deal's record states them.
    for name, hands, luck, skill in db.execute(
        """
        SELECT name, count(*), sum(luck), sum(skill) FROM (
            SELECT t.name AS name,
                   json_extract(d.record, '$.luck[' || t.seat || ']') AS luck,
                   json_extract(d.record, '$.skill[' || t.seat || ']') AS skill
            FROM seats t JOIN deals d USING (series_id, number)
        ) WHERE luck IS NOT NULL AND skill IS NOT NULL GROUP BY name
        """
    ):
        stats = result[name]
        stats.duplicate_hands, stats.luck, stats.skill = hands, float(luck), float(skill)
    for sid, finished, name, points in db.execute(
        """
        SELECT s.summary_id, s.summary_finished_at, p.name, p.seeger_fabian_total
        FROM players p JOIN series s ON s.id = p.series_id
        ORDER BY s.summary_finished_at, s.summary_id, p.seat
        """
    ):
        stats = result[name]
        stats.seeger_fabian_per_series.append((sid, points))
        stats.seeger_fabian_over_time.append((finished[:10], points))
        if stats.best_series is None or points > stats.best_series[1]:
            stats.best_series = (sid, points)
    return result
