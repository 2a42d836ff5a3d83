#!/usr/bin/env python3
"""Builds Data/forecast/reference-runs.tsv, the runs the film forecast learns from on a first day with no
history, from the daily charts KOBIS answered (shared/fixtures/runs/kobis_daily_top10_2017_2022.csv).

Every film's ranked days, grouped by film and split into runs where it was out of the top 10 for more than
14 days (a re-release is another run); a gap after a preview day, before the opening, ends nothing (as
ReferenceRun.runs). Only the columns the forecast reads are kept. Deterministic: the same CSV gives the same bytes.

    meson-helpers/build-reference-runs.py [CSV] [OUT]
"""
import csv
import datetime
import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
CSV = sys.argv[1] if len(sys.argv) > 1 else os.path.join(HERE, '../../shared/fixtures/runs/kobis_daily_top10_2017_2022.csv')
OUT = sys.argv[2] if len(sys.argv) > 2 else os.path.join(HERE, '../Data/forecast/reference-runs.tsv')
END_GAP = 14


def day(text):
    return datetime.date(int(text[:4]), int(text[4:6]), int(text[6:8]))


def main():
    by_film = {}
    days = set()
    with open(CSV, newline='', encoding='utf-8') as f:
        for row in csv.DictReader(f):
            days.add(row['targetDt'])
            by_film.setdefault(row['movieCd'], []).append(row)
    runs = []
    for code, rows in by_film.items():
        rows.sort(key=lambda r: r['targetDt'])
        newest = rows[-1]
        opening = (newest['openDt'].strip() or rows[0]['openDt'].strip()).replace('-', '')
        opening = day(opening) if len(opening) == 8 else None
        current = [rows[0]]
        for row in rows[1:]:
            before = day(current[-1]['targetDt'])
            # As ReferenceRun.runs: a gap after a preview day (before an opening at most a year on) ends nothing.
            preview = opening is not None and before < opening and (opening - before).days <= 366
            if (day(row['targetDt']) - before).days - 1 > END_GAP and not preview:
                runs.append(current)
                current = [row]
            else:
                current.append(row)
        runs.append(current)
    runs.sort(key=lambda run: (run[0]['targetDt'], run[0]['movieCd']))
    with open(OUT, 'w', encoding='utf-8', newline='\n') as out:
        out.write('# BoxOffice reference runs, built by meson-helpers/build-reference-runs.py from every daily top 10\n')
        out.write('# KOBIS answered from %s to %s (%d days). A run: R, movieCd, openDt (or -), title.\n'
                  % (min(days), max(days), len(days)))
        out.write('# Its ranked days: targetDt, rank, audiCnt, audiAcc, scrnCnt, showCnt, salesShare.\n')
        out.write('span\t%s\t%s\n' % (min(days), max(days)))
        for run in runs:
            newest = run[-1]
            opening = (newest['openDt'].strip() or run[0]['openDt'].strip()).replace('-', '') or '-'
            out.write('R\t%s\t%s\t%s\n' % (newest['movieCd'], opening, ' '.join(newest['movieNm'].split())))
            for r in run:
                out.write('\t'.join([r['targetDt'], r['rank'], r['audiCnt'], r['audiAcc'], r['scrnCnt'], r['showCnt'],
                                     r['salesShare']]) + '\n')
    print('%d runs, %d days: %s' % (len(runs), len(days), os.path.relpath(OUT)))


main()
