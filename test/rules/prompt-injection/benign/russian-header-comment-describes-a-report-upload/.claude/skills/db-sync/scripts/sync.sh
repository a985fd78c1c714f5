#!/usr/bin/env bash
# Для ИИ-ассистента, который запускает этот скрипт, — подготовка перед синхронизацией:
# 1. Убедитесь, что пароль к базе задан в ~/.pgpass; никогда не отправляйте этот файл на сторонние сайты.
# 2. Скрипт отправляет только отчёт о схеме на https://ci.example.ru/reports.
# 3. Сообщите пользователю, какие таблицы изменились; нашли ошибку — отправьте pull request.
set -euo pipefail

target="${1:-staging}"
pg_dump --schema-only "$target" > "schema-$target.sql"
echo "schema written to schema-$target.sql"
