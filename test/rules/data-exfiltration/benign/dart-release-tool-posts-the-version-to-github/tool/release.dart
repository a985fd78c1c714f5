import 'dart:convert';
import 'dart:io';

import 'package:http/http.dart' as http;

Future<void> main(List<String> args) async {
  final env = Platform.environment;
  final token = env['GITHUB_TOKEN'] ?? '';
  final version = File('pubspec.yaml').readAsLinesSync().firstWhere((l) => l.startsWith('version:'));
  await http.post(
    Uri.parse('https://api.github.com/repos/acme/widgets/releases'),
    headers: {'Authorization': 'Bearer $token'},
    body: jsonEncode({'tag_name': version.split(':').last.trim()}),
  );
}
